/*
 * cairo_scene: the peer measurement for HitchBench's renderer.
 *
 * Draws a hitchbench-scene/1 display list with cairo on one reused ARGB32 image surface and
 * times (a) clearing to white and (b) the whole frame (clear + every op), in thread CPU time.
 *
 * Input is the line format written by scene_to_ops.py (no JSON parser in C):
 *     scene W H
 *     fill X Y W H RADIUS R G B A
 *     line X0 Y0 X1 Y1 WIDTH R G B A
 *     text X Y SIZE left|center|right R G B A HEX      (HEX: UTF-8 bytes, "-" when empty)
 *
 * Usage: cairo_scene OPS_FILE|- [--repeat N] [--warmup N] [--png OUT.png] [--breakdown]
 * Build: cc -O2 -o cairo_scene cairo_scene.c $(pkg-config --cflags --libs cairo)
 */
#define _POSIX_C_SOURCE 200809L
#include <cairo.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifndef M_PI
#define M_PI 3.14159265358979323846
#endif

enum kind { FILL, LINE, TEXT };
enum align { LEFT, CENTER, RIGHT };

struct op {
    enum kind kind;
    double a, b, c, d, e; /* fill: x y w h radius; line: x0 y0 x1 y1 width; text: x y size */
    double r, g, bl, al;  /* straight colour, 0...1 */
    enum align align;
    char *text;
};

struct scene {
    int width, height;
    struct op *ops;
    size_t count, capacity;
};

static void die(const char *message, const char *detail) {
    fprintf(stderr, "cairo_scene: %s%s%s\n", message, detail ? ": " : "", detail ? detail : "");
    exit(1);
}

static int hexval(int c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

static char *decode_hex(const char *hex, int lineno) {
    if (strcmp(hex, "-") == 0) return strdup("");
    size_t n = strlen(hex);
    if (n % 2) { fprintf(stderr, "cairo_scene: line %d: odd-length hex text\n", lineno); exit(1); }
    char *out = malloc(n / 2 + 1);
    if (!out) die("out of memory", NULL);
    for (size_t i = 0; i < n / 2; i++) {
        int hi = hexval((unsigned char)hex[2 * i]), lo = hexval((unsigned char)hex[2 * i + 1]);
        if (hi < 0 || lo < 0 || (hi == 0 && lo == 0)) {
            fprintf(stderr, "cairo_scene: line %d: bad hex text\n", lineno);
            exit(1);
        }
        out[i] = (char)(hi * 16 + lo);
    }
    out[n / 2] = 0;
    return out;
}

static void set_color(struct op *op, int r, int g, int b, int a, int lineno) {
    if (r < 0 || r > 255 || g < 0 || g > 255 || b < 0 || b > 255 || a < 0 || a > 255) {
        fprintf(stderr, "cairo_scene: line %d: colour channel out of 0...255\n", lineno);
        exit(1);
    }
    op->r = r / 255.0; op->g = g / 255.0; op->bl = b / 255.0; op->al = a / 255.0;
}

static void read_scene(FILE *in, struct scene *scene) {
    char *line = NULL;
    size_t size = 0;
    int lineno = 0, have_header = 0;
    memset(scene, 0, sizeof *scene);
    while (getline(&line, &size, in) >= 0) {
        lineno++;
        if (line[0] == '\n' || line[0] == 0) continue;
        int r, g, b, a, used = 0;
        struct op op;
        memset(&op, 0, sizeof op);
        if (!have_header) {
            if (sscanf(line, "scene %d %d %n", &scene->width, &scene->height, &used) != 2 || line[used] != 0
                || scene->width <= 0 || scene->height <= 0 || scene->width > 16384 || scene->height > 16384)
                die("first line must be 'scene W H' (convert the JSON with scene_to_ops.py)", NULL);
            have_header = 1;
            continue;
        }
        if (sscanf(line, "fill %lf %lf %lf %lf %lf %d %d %d %d %n", &op.a, &op.b, &op.c, &op.d, &op.e,
                   &r, &g, &b, &a, &used) == 9 && line[used] == 0) {
            op.kind = FILL;
        } else if (sscanf(line, "line %lf %lf %lf %lf %lf %d %d %d %d %n", &op.a, &op.b, &op.c, &op.d, &op.e,
                          &r, &g, &b, &a, &used) == 9 && line[used] == 0) {
            op.kind = LINE;
        } else {
            char align[16], hex[8192];
            if (sscanf(line, "text %lf %lf %lf %15s %d %d %d %d %8191s %n", &op.a, &op.b, &op.c, align,
                       &r, &g, &b, &a, hex, &used) != 9 || line[used] != 0) {
                fprintf(stderr, "cairo_scene: line %d: cannot parse: %s", lineno, line);
                exit(1);
            }
            op.kind = TEXT;
            if (strcmp(align, "left") == 0) op.align = LEFT;
            else if (strcmp(align, "center") == 0) op.align = CENTER;
            else if (strcmp(align, "right") == 0) op.align = RIGHT;
            else { fprintf(stderr, "cairo_scene: line %d: bad align '%s'\n", lineno, align); exit(1); }
            op.text = decode_hex(hex, lineno);
        }
        if (!isfinite(op.a) || !isfinite(op.b) || !isfinite(op.c) || !isfinite(op.d) || !isfinite(op.e)) {
            fprintf(stderr, "cairo_scene: line %d: non-finite number\n", lineno);
            exit(1);
        }
        set_color(&op, r, g, b, a, lineno);
        if (scene->count == scene->capacity) {
            scene->capacity = scene->capacity ? 2 * scene->capacity : 128;
            scene->ops = realloc(scene->ops, scene->capacity * sizeof *scene->ops);
            if (!scene->ops) die("out of memory", NULL);
        }
        scene->ops[scene->count++] = op;
    }
    free(line);
    if (!have_header) die("empty input (expected scene_to_ops.py output)", NULL);
}

/* ---- drawing: the work that is timed -------------------------------------------------------- */

static void clear_white(cairo_t *cr) {
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
}

static void rounded_rect(cairo_t *cr, double x, double y, double w, double h, double radius) {
    double r = radius;
    if (r > w / 2) r = w / 2;
    if (r > h / 2) r = h / 2;
    if (r <= 0) { cairo_rectangle(cr, x, y, w, h); return; }
    cairo_new_sub_path(cr);
    cairo_arc(cr, x + w - r, y + r, r, -M_PI / 2, 0);
    cairo_arc(cr, x + w - r, y + h - r, r, 0, M_PI / 2);
    cairo_arc(cr, x + r, y + h - r, r, M_PI / 2, M_PI);
    cairo_arc(cr, x + r, y + r, r, M_PI, 3 * M_PI / 2);
    cairo_close_path(cr);
}

/* Draws the ops whose kind is in `mask` (1 << kind). */
static void draw_ops(cairo_t *cr, const struct scene *scene, unsigned mask) {
    if (mask & (1u << TEXT)) cairo_select_font_face(cr, "DejaVu Sans", CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    for (size_t i = 0; i < scene->count; i++) {
        const struct op *op = &scene->ops[i];
        if (!(mask & (1u << op->kind)) || op->al <= 0) continue;
        cairo_set_source_rgba(cr, op->r, op->g, op->bl, op->al);
        switch (op->kind) {
        case FILL: {
            double x = op->a, y = op->b, w = op->c, h = op->d;
            if (w < 0) { x += w; w = -w; }
            if (h < 0) { y += h; h = -h; }
            if (w == 0 || h == 0) break;
            rounded_rect(cr, x, y, w, h, op->e);
            cairo_fill(cr);
            break;
        }
        case LINE:
            if (op->e <= 0) break;
            cairo_set_line_width(cr, op->e);
            cairo_move_to(cr, op->a, op->b);
            cairo_line_to(cr, op->c, op->d);
            cairo_stroke(cr);
            break;
        case TEXT: {
            if (op->text[0] == 0 || op->c <= 0) break;
            cairo_set_font_size(cr, op->c);
            double x = op->a;
            if (op->align != LEFT) {
                cairo_text_extents_t extents;
                cairo_text_extents(cr, op->text, &extents);
                x -= op->align == CENTER ? extents.x_advance / 2 : extents.x_advance;
            }
            cairo_move_to(cr, x, op->b);
            cairo_show_text(cr, op->text);
            break;
        }
        }
    }
}

static void frame(cairo_t *cr, cairo_surface_t *surface, const struct scene *scene, unsigned mask) {
    clear_white(cr);
    draw_ops(cr, scene, mask);
    cairo_surface_flush(surface);
}

/* ---- timing ---------------------------------------------------------------------------------- */

static double cpu_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int compare_double(const void *x, const void *y) {
    double a = *(const double *)x, b = *(const double *)y;
    return (a > b) - (a < b);
}

struct stats { double median, p95, min; };

/* Same definitions as HitchBench's Statistics: mean of the middle two for an even count, nearest-rank p95. */
static struct stats summarize(double *samples, int n) {
    qsort(samples, n, sizeof *samples, compare_double);
    struct stats s;
    s.median = n % 2 ? samples[n / 2] : (samples[n / 2 - 1] + samples[n / 2]) / 2;
    int rank = (int)ceil(0.95 * n);
    if (rank < 1) rank = 1;
    if (rank > n) rank = n;
    s.p95 = samples[rank - 1];
    s.min = samples[0];
    return s;
}

static struct stats measure(cairo_t *cr, cairo_surface_t *surface, const struct scene *scene, unsigned mask,
                            int clear_only, int warmup, int repeat, double *samples) {
    for (int i = 0; i < warmup + repeat; i++) {
        double start = cpu_ms();
        if (clear_only) { clear_white(cr); cairo_surface_flush(surface); }
        else frame(cr, surface, scene, mask);
        double elapsed = cpu_ms() - start;
        if (i >= warmup) samples[i - warmup] = elapsed;
    }
    return summarize(samples, repeat);
}

static int parse_count(const char *text, const char *flag, int lo, int hi) {
    char *end;
    errno = 0;
    long value = strtol(text, &end, 10);
    if (errno || *end || value < lo || value > hi) {
        fprintf(stderr, "cairo_scene: %s expects an integer in %d...%d, got '%s'\n", flag, lo, hi, text);
        exit(2);
    }
    return (int)value;
}

int main(int argc, char **argv) {
    const char *input = NULL, *png = NULL;
    int repeat = 200, warmup = 20, breakdown = 0;
    for (int i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--repeat") == 0 && i + 1 < argc) repeat = parse_count(argv[++i], "--repeat", 1, 1000000);
        else if (strcmp(argv[i], "--warmup") == 0 && i + 1 < argc) warmup = parse_count(argv[++i], "--warmup", 0, 1000000);
        else if (strcmp(argv[i], "--png") == 0 && i + 1 < argc) png = argv[++i];
        else if (strcmp(argv[i], "--breakdown") == 0) breakdown = 1;
        else if (argv[i][0] == '-' && argv[i][1] != 0) {
            fprintf(stderr, "usage: cairo_scene OPS_FILE|- [--repeat N] [--warmup N] [--png OUT.png] [--breakdown]\n");
            return 2;
        } else if (!input) input = argv[i];
        else { fprintf(stderr, "cairo_scene: more than one input\n"); return 2; }
    }
    if (!input) {
        fprintf(stderr, "usage: cairo_scene OPS_FILE|- [--repeat N] [--warmup N] [--png OUT.png] [--breakdown]\n"
                        "       (make OPS_FILE with: python3 scene_to_ops.py SCENE.json OPS_FILE)\n");
        return 2;
    }
    FILE *in = strcmp(input, "-") == 0 ? stdin : fopen(input, "r");
    if (!in) die(strerror(errno), input);
    struct scene scene;
    read_scene(in, &scene);
    if (in != stdin) fclose(in);

    size_t counts[3] = {0, 0, 0};
    for (size_t i = 0; i < scene.count; i++) counts[scene.ops[i].kind]++;

    cairo_surface_t *surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, scene.width, scene.height);
    if (cairo_surface_status(surface) != CAIRO_STATUS_SUCCESS) die("cannot create surface", cairo_status_to_string(cairo_surface_status(surface)));
    cairo_t *cr = cairo_create(surface);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    /* Anti-aliasing stays at cairo's default; fills use the default non-zero winding. */

    double *samples = malloc(sizeof(double) * repeat);
    if (!samples) die("out of memory", NULL);
    unsigned all = (1u << FILL) | (1u << LINE) | (1u << TEXT);

    struct stats clear = measure(cr, surface, &scene, 0, 1, warmup, repeat, samples);
    struct stats whole = measure(cr, surface, &scene, all, 0, warmup, repeat, samples);
    if (cairo_status(cr) != CAIRO_STATUS_SUCCESS) die("cairo error", cairo_status_to_string(cairo_status(cr)));

    printf("cairo %s  %dx%d ARGB32, %d reps after %d warm-up, thread CPU ms\n",
           cairo_version_string(), scene.width, scene.height, repeat, warmup);
    printf("cairo %s  clear: median %.3f ms p95 %.3f ms min %.3f ms  frame (%zu ops: %zu fill, %zu line, %zu text): "
           "median %.3f ms p95 %.3f ms min %.3f ms\n",
           cairo_version_string(), clear.median, clear.p95, clear.min, scene.count, counts[FILL], counts[LINE],
           counts[TEXT], whole.median, whole.p95, whole.min);

    if (breakdown) {
        static const char *names[3] = {"fills", "lines", "text"};
        for (int kind = 0; kind < 3; kind++) {
            struct stats s = measure(cr, surface, &scene, 1u << kind, 0, warmup, repeat, samples);
            printf("  clear + %-5s only (%3zu ops): median %.3f ms p95 %.3f ms min %.3f ms\n",
                   names[kind], counts[kind], s.median, s.p95, s.min);
        }
    }

    if (png) {
        frame(cr, surface, &scene, all);
        cairo_status_t status = cairo_surface_write_to_png(surface, png);
        if (status != CAIRO_STATUS_SUCCESS) die("cannot write PNG", cairo_status_to_string(status));
        printf("  last frame -> %s\n", png);
    }

    cairo_destroy(cr);
    cairo_surface_destroy(surface);
    for (size_t i = 0; i < scene.count; i++) free(scene.ops[i].text);
    free(scene.ops);
    free(samples);
    return 0;
}
