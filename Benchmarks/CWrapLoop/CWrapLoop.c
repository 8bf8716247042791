#include "CWrapLoop.h"
#include <math.h>
#include <stdlib.h>

long cwl_wrap(const double *widths, const double *heights, long count,
              double max_width, double h_spacing, double v_spacing,
              cwl_frame *frames, double *out_width, double *out_height) {
    /* The minimum size (the early return below it never happens with a width this large, but
       the article works it out in makeCache). */
    double min_w = 0, min_h = 0;
    for (long i = 0; i < count; i++) {
        if (widths[i] > min_w) min_w = widths[i];
        if (heights[i] > min_h) min_h = heights[i];
    }
    (void)min_w;
    (void)min_h;

    long *row_start = malloc(sizeof(long) * (size_t)(count + 1));
    double *row_width = malloc(sizeof(double) * (size_t)(count + 1));

    /* Break into rows: x offsets, row widths. */
    long rows = 0;
    long start = 0;
    double x = 0;
    for (long i = 0; i < count; i++) {
        double spacing = i > start ? h_spacing : 0;
        if (x + widths[i] + spacing > max_width && i > start) {
            row_start[rows] = start;
            row_width[rows] = x;
            rows++;
            start = i;
            spacing = 0;
            x = 0;
        }
        frames[i].x = x + spacing;
        frames[i].width = widths[i];
        frames[i].height = heights[i];
        frames[i].row = rows;
        x += widths[i] + spacing;
    }
    row_start[rows] = start;
    row_width[rows] = x;
    rows++;
    row_start[rows] = count;

    /* Stack the rows by their tallest child and place, top-leading. */
    double y = 0, last_y = 0, last_height = 0;
    for (long r = 0; r < rows; r++) {
        double tallest = 0;
        for (long i = row_start[r]; i < row_start[r + 1]; i++)
            if (heights[i] > tallest) tallest = heights[i];
        double spacing = r > 0 ? v_spacing : 0;
        last_y = y + spacing;
        y += tallest + spacing;
        last_height = tallest;
        for (long i = row_start[r]; i < row_start[r + 1]; i++) frames[i].y = last_y;
    }

    *out_width = max_width;
    *out_height = count > 0 ? last_y + last_height : 0;
    free(row_start);
    free(row_width);
    return count > 0 ? rows : 0;
}

long cwl_flow(const double *widths, const double *heights, long count,
              double max_width, double spacing,
              cwl_frame *frames, double *out_width, double *out_height) {
    double x = 0, y = 0, row_height = 0;
    long row = 0;
    for (long i = 0; i < count; i++) {
        if (x + widths[i] > max_width && x > 0) {
            x = 0;
            y += row_height + spacing;
            row_height = 0;
            row++;
        }
        frames[i].x = x;
        frames[i].y = y;
        frames[i].width = widths[i];
        frames[i].height = heights[i];
        frames[i].row = row;
        x += widths[i] + spacing;
        if (heights[i] > row_height) row_height = heights[i];
    }
    *out_width = max_width;
    *out_height = y + row_height;
    return count > 0 ? row + 1 : 0;
}

long cwl_anchored(const double *widths, const double *heights, long count,
                  double max_width,
                  cwl_frame *frames, double *out_width, double *out_height) {
    double total_width = 0, total_height = 0, line_width = 0, line_height = 0;
    double line_x = 0, line_y = 0, placed_height = 0;
    long line = 0;
    for (long i = 0; i < count; i++) {
        /* sizeThatFits' walk */
        if (line_width + widths[i] > max_width) {
            total_height += line_height;
            line_width = widths[i];
            line_height = heights[i];
        } else {
            line_width += widths[i];
            if (heights[i] > line_height) line_height = heights[i];
        }
        if (line_width > total_width) total_width = line_width;
        /* placeSubviews' walk: the centre anchor at the centre of the cell */
        if (line_x + widths[i] > max_width) {
            line_y += placed_height;
            placed_height = 0;
            line_x = 0;
            if (i > 0) line++;
        }
        frames[i].x = (line_x + widths[i] / 2) - 0.5 * widths[i];
        frames[i].y = (line_y + heights[i] / 2) - 0.5 * heights[i];
        frames[i].width = widths[i];
        frames[i].height = heights[i];
        frames[i].row = line;
        if (heights[i] > placed_height) placed_height = heights[i];
        line_x += widths[i];
    }
    *out_width = total_width;
    *out_height = total_height + line_height;
    return count > 0 ? line + 1 : 0;
}

long cwl_wrap_tight(const double *widths, const double *heights, long count,
                    double max_width, double h_spacing, double v_spacing,
                    cwl_frame *frames, double *out_width, double *out_height) {
    long rows = 0, start = 0;
    double x = 0, y = 0, tallest = 0;
    for (long i = 0; i < count; i++) {
        double spacing = i > start ? h_spacing : 0;
        if (x + widths[i] + spacing > max_width && i > start) {
            /* The row from start to i - 1 closes: its y is known now. */
            for (long j = start; j < i; j++) frames[j].y = y;
            y += tallest + v_spacing;
            rows++;
            start = i;
            spacing = 0;
            x = 0;
            tallest = 0;
        }
        frames[i].x = x + spacing;
        frames[i].width = widths[i];
        frames[i].height = heights[i];
        frames[i].row = rows;
        x += widths[i] + spacing;
        if (heights[i] > tallest) tallest = heights[i];
    }
    for (long j = start; j < count; j++) frames[j].y = y;
    *out_width = max_width;
    *out_height = count > 0 ? y + tallest : 0;
    return count > 0 ? rows + 1 : 0;
}

typedef struct {
    double width, height;
} cwl_size;

long cwl_wrap_article(const double *widths, const double *heights, long count,
                      double max_width, double max_height, double h_spacing, double v_spacing,
                      cwl_frame *frames, double *out_width, double *out_height) {
    /* makeCache: every child asked for its size at .zero, the minimum kept. */
    double min_w = 0, min_h = 0;
    for (long i = 0; i < count; i++) {
        if (widths[i] > min_w) min_w = widths[i];
        if (heights[i] > min_h) min_h = heights[i];
    }
    if (min_w > max_width && min_h > max_height) return 0; /* below the minimum: no rows */

    /* sizeThatFits' arrangeRows: every child asked again, the answers kept (the cache key),
       the rows broken with each child's x offset, then stacked by their tallest child. */
    cwl_size *sizes = malloc(sizeof(cwl_size) * (size_t)(count + 1));
    double *x_offsets = malloc(sizeof(double) * (size_t)(count + 1));
    long *row_start = malloc(sizeof(long) * (size_t)(count + 2));
    double *row_width = malloc(sizeof(double) * (size_t)(count + 1));
    double *row_y = malloc(sizeof(double) * (size_t)(count + 1));
    double *row_height = malloc(sizeof(double) * (size_t)(count + 1));
    for (long i = 0; i < count; i++) {
        sizes[i].width = widths[i];
        sizes[i].height = heights[i];
    }
    long rows = 0, start = 0;
    double x = 0;
    for (long i = 0; i < count; i++) {
        double spacing = i > start ? h_spacing : 0;
        if (x + sizes[i].width + spacing > max_width && i > start) {
            row_start[rows] = start;
            row_width[rows] = x;
            rows++;
            start = i;
            spacing = 0;
            x = 0;
        }
        x_offsets[i] = x + spacing;
        x += sizes[i].width + spacing;
    }
    row_start[rows] = start;
    row_width[rows] = x;
    rows++;
    row_start[rows] = count;
    double y = 0;
    for (long r = 0; r < rows; r++) {
        long tallest = row_start[r];
        for (long i = row_start[r]; i < row_start[r + 1]; i++)
            if (sizes[tallest].height < sizes[i].height) tallest = i;
        double spacing = r > 0 ? v_spacing : 0;
        row_y[r] = y + spacing;
        y += sizes[tallest].height + spacing;
        row_height[r] = sizes[tallest].height;
    }

    /* placeSubviews' arrangeRows: every child asked a third time, the answers compared with
       the cached ones (all equal: the cached rows are used). */
    long changed = 0;
    for (long i = 0; i < count; i++)
        if (widths[i] != sizes[i].width || heights[i] != sizes[i].height) changed++;

    /* Placing, top-leading: each row moved by anchor.x × (bounds.width − row.width), each
       child by anchor.y × (row.height − its height), anchor (0, 0). */
    double anchor_x = 0, anchor_y = 0;
    for (long r = 0; r < rows; r++) {
        double correction = anchor_x * (max_width - row_width[r]);
        for (long i = row_start[r]; i < row_start[r + 1]; i++) {
            frames[i].x = x_offsets[i] + correction;
            frames[i].y = row_y[r] + anchor_y * (row_height[r] - sizes[i].height);
            frames[i].width = sizes[i].width;
            frames[i].height = sizes[i].height;
            frames[i].row = r;
        }
    }

    *out_width = max_width;
    *out_height = count > 0 ? row_y[rows - 1] + row_height[rows - 1] : 0;
    free(sizes);
    free(x_offsets);
    free(row_start);
    free(row_width);
    free(row_y);
    free(row_height);
    /* (No answer changes here; adding the count keeps the comparison from being optimised away.) */
    return count > 0 ? rows + changed : 0;
}
