/* The random family: uniform, normal, bernoulli, randint. Every element's value is a function of
 * (seed, stream element e = offset + its row-major index) alone (ak_philox.h: the generator and the
 * layout of draws), so any split of the elements over threads, or of a fill over calls, writes the
 * same bits. Each task walks its range of row-major indices in runs along the last dim, draws the
 * run's words into a stack buffer (one Philox block per 4 words, or per 2 for 64-bit draws), turns
 * them into values in f32 (f16, bf16, f32) or f64, and stores them along the run's stride. */
#include "ak_internal.h"
#include "ak_philox.h"

#define RND_RUN 256 /* elements per buffered run */
#define RND_TWO_PI 6.283185307179586476925

enum { RND_UNIFORM, RND_NORMAL, RND_BERNOULLI, RND_RANDINT };

typedef struct {
    const ak_tensor *y;
    int kind;
    uint64_t seed, offset;
    float lo, hi;          /* uniform */
    double mean, std;      /* normal */
    float p;               /* bernoulli */
    uint64_t low, span;    /* randint: low's bits and high - low */
    int64_t numel;
} rnd_arg;

/* Draws at stream positions [pos, pos + n), 32 or 64 bits each, one block computed per 4 (2) of them. */
static void rnd_draws32(uint64_t seed, uint64_t pos, int64_t n, uint32_t *out) {
    ak_philox4 b = ak_philox_block(seed, pos >> 2);
    for (int64_t j = 0; j < n; j++) {
        const uint64_t e = pos + (uint64_t)j;
        if (j > 0 && (e & 3u) == 0) b = ak_philox_block(seed, e >> 2);
        out[j] = b.w[e & 3u];
    }
}

static void rnd_draws64(uint64_t seed, uint64_t pos, int64_t n, uint64_t *out) {
    ak_philox4 b = ak_philox_block(seed, pos >> 1);
    for (int64_t j = 0; j < n; j++) {
        const uint64_t e = pos + (uint64_t)j;
        if (j > 0 && (e & 1u) == 0) b = ak_philox_block(seed, e >> 1);
        out[j] = ak_philox_pair(&b, (unsigned)(e & 1u));
    }
}

static int rnd_wide(const rnd_arg *a) { /* 64-bit draws: f64 uniform and normal, randint's wide spans */
    if (a->kind == RND_RANDINT) return a->span > 0x100000000ull;
    return a->y->dtype == AK_F64 && (a->kind == RND_UNIFORM || a->kind == RND_NORMAL);
}

/* The signed value of randint's bits (two's complement, without an implementation-defined cast). */
static int64_t rnd_signed(uint64_t u) { return u <= (uint64_t)INT64_MAX ? (int64_t)u : -(int64_t)(~u) - 1; }

/* A run's draws: up to RND_RUN, and normal's pair partner at each end. */
typedef struct {
    uint32_t w32[RND_RUN + 2];
    uint64_t w64[RND_RUN + 2];
} rnd_buf;

/* Values of the n (<= RND_RUN) elements at stream elements e0.. into v (f64; f32 arithmetic where the
 * dtype is f16/bf16/f32) or iv (randint's integers). */
static void rnd_values(const rnd_arg *a, uint64_t e0, int64_t n, rnd_buf *buf, double *v, int64_t *iv) {
    const int wide = rnd_wide(a);
    if (a->kind == RND_NORMAL) { /* pairs: positions e & ~1 and (e & ~1) + 1 */
        const uint64_t first = e0 & ~(uint64_t)1;
        const int64_t m = (int64_t)((e0 + (uint64_t)n - first + 1) & ~(uint64_t)1);
        if (wide)
            rnd_draws64(a->seed, first, m, buf->w64);
        else
            rnd_draws32(a->seed, first, m, buf->w32);
        for (int64_t j = 0; j < n; j++) {
            const uint64_t e = e0 + (uint64_t)j;
            const int64_t k = (int64_t)(e - first) & ~(int64_t)1;
            const double u1 = wide ? ak_philox_u53_open0(buf->w64[k]) : ak_philox_u24_open0(buf->w32[k]);
            const double u2 = wide ? ak_philox_u53(buf->w64[k + 1]) : (double)ak_philox_u24(buf->w32[k + 1]);
            const double r = sqrt(-2.0 * log(u1)), t = RND_TWO_PI * u2;
            const double z = r * ((e & 1u) ? sin(t) : cos(t));
            v[j] = wide ? a->mean + a->std * z : (double)(float)(a->mean + a->std * z);
        }
        return;
    }
    if (wide)
        rnd_draws64(a->seed, e0, n, buf->w64);
    else
        rnd_draws32(a->seed, e0, n, buf->w32);
    for (int64_t j = 0; j < n; j++) {
        switch (a->kind) {
        case RND_UNIFORM:
            if (wide) {
                v[j] = (double)a->lo + ((double)a->hi - (double)a->lo) * ak_philox_u53(buf->w64[j]);
            } else {
                const float range = a->hi - a->lo, scaled = range * ak_philox_u24(buf->w32[j]);
                v[j] = (double)(a->lo + scaled);
            }
            break;
        case RND_BERNOULLI: v[j] = ak_philox_u24(buf->w32[j]) < a->p ? 1.0 : 0.0; break;
        default: iv[j] = rnd_signed(a->low + ak_philox_below(wide ? buf->w64[j] : buf->w32[j], a->span)); break;
        }
    }
}

/* Stores n values along stride s (elements) from p. */
static void rnd_store(const rnd_arg *a, char *p, int64_t s, int64_t n, const double *v, const int64_t *iv) {
    const int randint = a->kind == RND_RANDINT;
    switch (a->y->dtype) {
    case AK_F16:
        for (int64_t j = 0; j < n; j++) ((uint16_t *)p)[j * s] = ST_H(randint ? (float)iv[j] : (float)v[j]);
        break;
    case AK_BF16:
        for (int64_t j = 0; j < n; j++) ((uint16_t *)p)[j * s] = ST_B(randint ? (float)iv[j] : (float)v[j]);
        break;
    case AK_F32:
        for (int64_t j = 0; j < n; j++) ((float *)p)[j * s] = randint ? (float)iv[j] : (float)v[j];
        break;
    case AK_F64:
        for (int64_t j = 0; j < n; j++) ((double *)p)[j * s] = randint ? (double)iv[j] : v[j];
        break;
    case AK_I32:
        for (int64_t j = 0; j < n; j++) ((int32_t *)p)[j * s] = (int32_t)iv[j]; /* in range: checked */
        break;
    case AK_I64:
        for (int64_t j = 0; j < n; j++) ((int64_t *)p)[j * s] = iv[j];
        break;
    default: /* bool, uint8: bernoulli's 0 / 1 */
        for (int64_t j = 0; j < n; j++) ((uint8_t *)p)[j * s] = (uint8_t)(v[j] != 0.0);
        break;
    }
}

/* Row-major indices [lo, hi) of y, in runs along its last dim (a 0-dim y: one element). */
static void rnd_body(void *argp, int64_t lo, int64_t hi) {
    const rnd_arg *a = (const rnd_arg *)argp;
    const ak_tensor *y = a->y;
    const int nd = y->ndim;
    const int64_t esize = (int64_t)ak_dtype_size(y->dtype);
    const int64_t inner = nd > 0 ? y->shape[nd - 1] : 1, s = nd > 0 ? y->strides[nd - 1] : 1;
    rnd_buf buf;
    double v[RND_RUN];
    int64_t iv[RND_RUN];
    int64_t pos = lo;
    while (pos < hi) {
        int64_t rest = pos / inner, off = (pos % inner) * s;
        for (int d = nd - 2; d >= 0; d--) {
            off += (rest % y->shape[d]) * y->strides[d];
            rest /= y->shape[d];
        }
        int64_t run = inner - pos % inner;
        if (run > hi - pos) run = hi - pos;
        char *p = (char *)y->data + off * esize;
        for (int64_t done = 0; done < run; done += RND_RUN) {
            const int64_t n = run - done < RND_RUN ? run - done : RND_RUN;
            rnd_values(a, a->offset + (uint64_t)(pos + done), n, &buf, v, iv);
            rnd_store(a, p + done * s * esize, s, n, v, iv);
        }
        pos += run;
    }
}

static int rnd_run(const ak_exec *ex, rnd_arg *a) {
    a->numel = ak_numel(a->y);
    if (a->numel <= 0) return AK_OK;
    ak_run(ex, a->numel, 8192, rnd_body, a);
    return AK_OK;
}

static int rnd_float(int dtype) { return dtype == AK_F16 || dtype == AK_BF16 || dtype == AK_F32 || dtype == AK_F64; }

int ak_uniform(const ak_exec *ex, const ak_tensor *y, int64_t seed, int64_t offset, float low, float high) {
    if (!rnd_float(y->dtype)) return AK_UNSUPPORTED;
    rnd_arg a = {y, RND_UNIFORM, (uint64_t)seed, (uint64_t)offset, low, high, 0.0, 0.0, 0.0f, 0, 0, 0};
    return rnd_run(ex, &a);
}

int ak_normal(const ak_exec *ex, const ak_tensor *y, int64_t seed, int64_t offset, float mean, float std) {
    if (!rnd_float(y->dtype)) return AK_UNSUPPORTED;
    rnd_arg a = {y, RND_NORMAL, (uint64_t)seed, (uint64_t)offset, 0.0f, 0.0f, mean, std, 0.0f, 0, 0, 0};
    return rnd_run(ex, &a);
}

int ak_bernoulli(const ak_exec *ex, const ak_tensor *y, int64_t seed, int64_t offset, float p) {
    if (!rnd_float(y->dtype) && y->dtype != AK_BOOL && y->dtype != AK_U8) return AK_UNSUPPORTED;
    rnd_arg a = {y, RND_BERNOULLI, (uint64_t)seed, (uint64_t)offset, 0.0f, 0.0f, 0.0, 0.0, p, 0, 0, 0};
    return rnd_run(ex, &a);
}

/* high <= low, or bounds an int32 output cannot hold: AK_UNSUPPORTED before anything is written. */
int ak_randint(const ak_exec *ex, const ak_tensor *y, int64_t seed, int64_t offset, int64_t low, int64_t high) {
    if (!rnd_float(y->dtype) && y->dtype != AK_I32 && y->dtype != AK_I64) return AK_UNSUPPORTED;
    if (high <= low || (y->dtype == AK_I32 && (low < INT32_MIN || high - 1 > INT32_MAX))) return AK_UNSUPPORTED;
    rnd_arg a = {y, RND_RANDINT, (uint64_t)seed, (uint64_t)offset, 0.0f, 0.0f, 0.0, 0.0, 0.0f,
                 (uint64_t)low, (uint64_t)high - (uint64_t)low, 0};
    return rnd_run(ex, &a);
}
