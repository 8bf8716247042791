#ifndef CWRAPLOOP_H
#define CWRAPLOOP_H

/* The arithmetic of the `wrap` layout for fixed-size children and fixed spacing, written as
   plain C loops over plain arrays: the yardstick `make bench` holds the Swift core against. */

typedef struct {
    double x, y, width, height;
    long row;
} cwl_frame;

/* Lays out `count` children of the given sizes in rows at most `max_width` wide and fills
   `frames`. Returns the number of rows; stores the container's size in the out parameters. */
long cwl_wrap(const double *widths, const double *heights, long count,
              double max_width, double h_spacing, double v_spacing,
              double anchor_x, double anchor_y,
              cwl_frame *frames, double *out_width, double *out_height);

#endif
