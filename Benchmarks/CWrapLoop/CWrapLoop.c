#include "CWrapLoop.h"
#include <stdlib.h>

/* The same phases as the Swift `wrap` layout: minimum size, measure, break into rows, stack
   the rows, place with the alignment's corrections. */
long cwl_wrap(const double *widths, const double *heights, long count,
              double max_width, double h_spacing, double v_spacing,
              double anchor_x, double anchor_y,
              cwl_frame *frames, double *out_width, double *out_height) {
    /* Minimum size: the largest child on each axis. */
    double min_w = 0, min_h = 0;
    for (long i = 0; i < count; i++) {
        if (widths[i] > min_w) min_w = widths[i];
        if (heights[i] > min_h) min_h = heights[i];
    }
    (void)min_h;

    long *row_start = malloc(sizeof(long) * (size_t)(count + 1));
    double *row_width = malloc(sizeof(double) * (size_t)(count + 1));
    double *row_height = malloc(sizeof(double) * (size_t)(count + 1));
    double *row_y = malloc(sizeof(double) * (size_t)(count + 1));

    /* Break into rows. */
    double limit = max_width + 1e-9 * (max_width > 1 ? max_width : 1);
    long rows = 0;
    double x = 0;
    long start = 0;
    for (long i = 0; i < count; i++) {
        frames[i].width = widths[i];
        frames[i].height = heights[i];
        if (i > start) {
            double spaced = x + h_spacing;
            if (spaced + widths[i] > limit) {
                row_start[rows] = start;
                row_width[rows] = x;
                rows++;
                start = i;
                x = 0;
            } else {
                x = spaced;
            }
        }
        frames[i].x = x;
        frames[i].row = rows;
        x += widths[i];
    }
    if (count > start) {
        row_start[rows] = start;
        row_width[rows] = x;
        rows++;
    }
    row_start[rows] = count;

    /* Stack the rows. */
    double y = 0, widest = 0;
    for (long r = 0; r < rows; r++) {
        double tallest = 0;
        for (long i = row_start[r]; i < row_start[r + 1]; i++)
            if (heights[i] > tallest) tallest = heights[i];
        if (r > 0) y += v_spacing;
        row_y[r] = y;
        row_height[r] = tallest;
        y += tallest;
        if (row_width[r] > widest) widest = row_width[r];
    }

    /* Place, with the alignment's corrections. */
    double width = max_width < 1e300 ? max_width : widest;
    for (long r = 0; r < rows; r++) {
        double dx = anchor_x * (width - row_width[r]);
        if (dx < 0) dx = 0;
        for (long i = row_start[r]; i < row_start[r + 1]; i++) {
            frames[i].x += dx;
            frames[i].y = row_y[r] + anchor_y * (row_height[r] - heights[i]);
        }
    }

    *out_width = width;
    *out_height = rows > 0 ? row_y[rows - 1] + row_height[rows - 1] : 0;
    free(row_start);
    free(row_width);
    free(row_height);
    free(row_y);
    return rows;
}
