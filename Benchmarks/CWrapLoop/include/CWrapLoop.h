#ifndef CWRAPLOOP_H
#define CWRAPLOOP_H

/* The arithmetic of each article layout for fixed-size children and fixed spacing, written as
   plain C loops over plain arrays: the yardsticks `make bench` holds the Swift core against. */

typedef struct {
    double x, y, width, height;
    long row;
} cwl_frame;

/* Article 000's wrapping HStack, top-leading: rows at most `max_width` wide (`x + w + s >`,
   never breaking a row that holds a child), rows stacked with `v_spacing`. Fills `frames`,
   returns the number of rows and stores the container's size in the out parameters. */
long cwl_wrap(const double *widths, const double *heights, long count,
              double max_width, double h_spacing, double v_spacing,
              cwl_frame *frames, double *out_width, double *out_height);

/* Article 004's flow layout: `x + w > max_width && x > 0`, spacing after every child. */
long cwl_flow(const double *widths, const double *heights, long count,
              double max_width, double spacing,
              cwl_frame *frames, double *out_width, double *out_height);

/* Article 001's layout with every anchor at the centre: `line_x + w > max_width`, no spacing;
   the size is the widest line and the lines' heights added up (the lab's sizeThatFits). */
long cwl_anchored(const double *widths, const double *heights, long count,
                  double max_width,
                  cwl_frame *frames, double *out_width, double *out_height);

/* The same wrap as tight as C goes: one pass, no allocation, into a buffer the caller keeps
   from run to run (each row's y is filled in when the row closes). The true limit. */
long cwl_wrap_tight(const double *widths, const double *heights, long count,
                    double max_width, double h_spacing, double v_spacing,
                    cwl_frame *frames, double *out_width, double *out_height);

/* The same wrap walked the way article 000's code walks it, into the caller's buffer: every
   child asked three times (makeCache's minimum, then arrangeRows in sizeThatFits and again in
   placeSubviews, the second time to compare with the cached sizes), the sizes and x offsets
   kept in arrays as its rows keep them, and a placing pass of its own. What the article's
   algorithm costs in C, to tell it from what Swift adds. */
long cwl_wrap_article(const double *widths, const double *heights, long count,
                      double max_width, double max_height, double h_spacing, double v_spacing,
                      cwl_frame *frames, double *out_width, double *out_height);

#endif
