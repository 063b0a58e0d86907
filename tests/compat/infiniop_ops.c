/* An InfiniOP program, written against InfiniCore's headers only (infiniop.h, infinirt.h): every
 * operator anyrt serves, on memory the program allocated itself (malloc: a framework's host tensors
 * on the cpu device), stream NULL, checked against values worked out by hand. Prints "ok". */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "infini_check.h"
#include "infiniop.h"
#include "infinirt.h"

static infiniopHandle_t handle;

static infiniopTensorDescriptor_t tensor(size_t ndim, const size_t* shape, const ptrdiff_t* strides, infiniDtype_t dt) {
    infiniopTensorDescriptor_t d = NULL;
    if (infiniopCreateTensorDescriptor(&d, ndim, shape, strides, dt) != INFINI_STATUS_SUCCESS) return NULL;
    return d;
}

static int near(float a, float b) { return fabsf(a - b) <= 1e-5f * (1.0f + fabsf(b)); }

#define RUN_SIMPLE(Op, y, x, ...)                                                                            \
    do {                                                                                                     \
        infiniop##Op##Descriptor_t op_ = NULL;                                                               \
        CHECK(infiniopCreate##Op##Descriptor(handle, &op_, __VA_ARGS__));                                    \
        size_t ws_ = 0;                                                                                      \
        CHECK(infiniopGet##Op##WorkspaceSize(op_, &ws_));                                                    \
        void* w_ = ws_ ? malloc(ws_) : NULL;                                                                 \
        CHECK(infiniop##Op(op_, w_, ws_, y, x, NULL));                                                       \
        CHECK(infinirtDeviceSynchronize());                                                                  \
        free(w_);                                                                                            \
        CHECK(infiniopDestroy##Op##Descriptor(op_));                                                         \
    } while (0)

int main(void) {
    CHECK(infinirtInit());
    CHECK(infinirtSetDevice(INFINI_DEVICE_CPU, 0));
    CHECK(infiniopCreateHandle(&handle));

    size_t s22[2] = {2, 2}, s4[1] = {4}, s3[1] = {3};
    infiniopTensorDescriptor_t m22 = tensor(2, s22, NULL, INFINI_DTYPE_F32);
    ptrdiff_t tr[2] = {1, 2}; /* column-major: a transposed view */
    infiniopTensorDescriptor_t m22t = tensor(2, s22, tr, INFINI_DTYPE_F32);
    infiniopTensorDescriptor_t v4 = tensor(1, s4, NULL, INFINI_DTYPE_F32);
    EXPECT(m22 && m22t && v4);

    /* gemm: c = 2 * a @ b^T-view + 1 * c */
    {
        float a[4] = {1, 2, 3, 4}, b[4] = {5, 6, 7, 8}, c[4] = {1, 1, 1, 1};
        infiniopGemmDescriptor_t g = NULL;
        CHECK(infiniopCreateGemmDescriptor(handle, &g, m22, m22, m22t));
        size_t ws = 0;
        CHECK(infiniopGetGemmWorkspaceSize(g, &ws));
        void* w = ws ? malloc(ws) : NULL;
        CHECK(infiniopGemm(g, w, ws, c, a, b, 2.0f, 1.0f, NULL));
        CHECK(infinirtDeviceSynchronize());
        /* b viewed column-major is [[5, 7], [6, 8]]: a @ it = [[17, 23], [39, 53]] */
        EXPECT(c[0] == 35 && c[1] == 47 && c[2] == 79 && c[3] == 107);
        free(w);
        CHECK(infiniopDestroyGemmDescriptor(g));
    }
    /* add / sub / mul, b broadcast along rows (stride 0) */
    {
        float a[4] = {1, 2, 3, 4}, b[2] = {10, 20}, c[4];
        ptrdiff_t bs[2] = {0, 1};
        infiniopTensorDescriptor_t brow = tensor(2, s22, bs, INFINI_DTYPE_F32);
        infiniopAddDescriptor_t ad = NULL;
        CHECK(infiniopCreateAddDescriptor(handle, &ad, m22, m22, brow));
        size_t ws = 1;
        CHECK(infiniopGetAddWorkspaceSize(ad, &ws));
        EXPECT(ws == 0);
        CHECK(infiniopAdd(ad, NULL, 0, c, a, b, NULL));
        CHECK(infinirtDeviceSynchronize());
        EXPECT(c[0] == 11 && c[1] == 22 && c[2] == 13 && c[3] == 24);
        CHECK(infiniopDestroyAddDescriptor(ad));
        infiniopSubDescriptor_t sd = NULL;
        CHECK(infiniopCreateSubDescriptor(handle, &sd, m22, m22, brow));
        CHECK(infiniopSub(sd, NULL, 0, c, a, b, NULL));
        CHECK(infinirtDeviceSynchronize());
        EXPECT(c[0] == -9 && c[3] == -16);
        CHECK(infiniopDestroySubDescriptor(sd));
        infiniopMulDescriptor_t md = NULL;
        CHECK(infiniopCreateMulDescriptor(handle, &md, m22, m22, brow));
        CHECK(infiniopMul(md, NULL, 0, c, a, b, NULL));
        CHECK(infinirtDeviceSynchronize());
        EXPECT(c[0] == 10 && c[3] == 80);
        CHECK(infiniopDestroyMulDescriptor(md));
        CHECK(infiniopDestroyTensorDescriptor(brow));
    }
    /* relu, sigmoid, silu, swiglu */
    {
        float x[4] = {-1, 0, 1, 2}, y[4];
        RUN_SIMPLE(Relu, y, x, v4, v4);
        EXPECT(y[0] == 0 && y[1] == 0 && y[2] == 1 && y[3] == 2);
        RUN_SIMPLE(Sigmoid, y, x, v4, v4);
        EXPECT(near(y[1], 0.5f) && near(y[2], 0.7310586f));
        RUN_SIMPLE(Silu, y, x, v4, v4);
        EXPECT(near(y[1], 0.0f) && near(y[2], 0.7310586f) && near(y[0], -0.26894142f));
        float up[4] = {2, 2, 2, 2}, c[4];
        infiniopSwiGLUDescriptor_t sw = NULL;
        CHECK(infiniopCreateSwiGLUDescriptor(handle, &sw, v4, v4, v4));
        CHECK(infiniopSwiGLU(sw, NULL, 0, c, up, x, NULL));
        CHECK(infinirtDeviceSynchronize());
        EXPECT(near(c[2], 2 * 0.7310586f));
        CHECK(infiniopDestroySwiGLUDescriptor(sw));
    }
    /* rms_norm over rows of 2: x = [3, 4] -> rms = sqrt(12.5) */
    {
        float x[4] = {3, 4, 1, 1}, w[2] = {1, 2}, y[4];
        size_t s2[1] = {2};
        infiniopTensorDescriptor_t w2 = tensor(1, s2, NULL, INFINI_DTYPE_F32);
        infiniopRMSNormDescriptor_t rn = NULL;
        CHECK(infiniopCreateRMSNormDescriptor(handle, &rn, m22, m22, w2, 0.0f));
        CHECK(infiniopRMSNorm(rn, NULL, 0, y, x, w, NULL));
        CHECK(infinirtDeviceSynchronize());
        EXPECT(near(y[0], 3 / sqrtf(12.5f)) && near(y[1], 8 / sqrtf(12.5f)) && near(y[2], 1) && near(y[3], 2));
        CHECK(infiniopDestroyRMSNormDescriptor(rn));
        CHECK(infiniopDestroyTensorDescriptor(w2));
    }
    /* softmax along axis 0; causal_softmax of zeros: row 0 sees one position, row 1 two */
    {
        float x[4] = {0, 0, 0, 0}, y[4];
        infiniopSoftmaxDescriptor_t sm = NULL;
        CHECK(infiniopCreateSoftmaxDescriptor(handle, &sm, m22, m22, 0));
        CHECK(infiniopSoftmax(sm, NULL, 0, y, x, NULL));
        CHECK(infinirtDeviceSynchronize());
        EXPECT(near(y[0], 0.5f) && near(y[3], 0.5f));
        CHECK(infiniopDestroySoftmaxDescriptor(sm));
        RUN_SIMPLE(CausalSoftmax, y, x, m22, m22);
        EXPECT(near(y[0], 1) && near(y[1], 0) && near(y[2], 0.5f) && near(y[3], 0.5f));
    }
    /* rope: one token, one head, head_dim 2, at position 1 with angle pi/2 */
    {
        size_t sx[3] = {1, 1, 2}, sp[1] = {1}, st[2] = {2, 1};
        infiniopTensorDescriptor_t tx = tensor(3, sx, NULL, INFINI_DTYPE_F32);
        infiniopTensorDescriptor_t tp = tensor(1, sp, NULL, INFINI_DTYPE_I32);
        infiniopTensorDescriptor_t tt = tensor(2, st, NULL, INFINI_DTYPE_F32);
        float x[2] = {1, 2}, y[2], sin_t[2] = {0, 1}, cos_t[2] = {1, 0};
        int32_t pos[1] = {1};
        infiniopRoPEDescriptor_t rp = NULL;
        CHECK(infiniopCreateRoPEDescriptor(handle, &rp, tx, tx, tp, tt, tt, INFINIOP_ROPE_ALGO_GPT_J));
        size_t ws = 0;
        CHECK(infiniopGetRoPEWorkspaceSize(rp, &ws));
        CHECK(infiniopRoPE(rp, NULL, 0, y, x, pos, sin_t, cos_t, NULL));
        CHECK(infinirtDeviceSynchronize());
        EXPECT(near(y[0], -2) && near(y[1], 1)); /* (x0 cos - x1 sin, x0 sin + x1 cos) */
        CHECK(infiniopDestroyRoPEDescriptor(rp));
        CHECK(infiniopDestroyTensorDescriptor(tx));
        CHECK(infiniopDestroyTensorDescriptor(tp));
        CHECK(infiniopDestroyTensorDescriptor(tt));
    }
    /* rearrange: a transpose; zeros and ones */
    {
        float src[4] = {1, 2, 3, 4}, dst[4];
        infiniopRearrangeDescriptor_t ra = NULL;
        CHECK(infiniopCreateRearrangeDescriptor(handle, &ra, m22, m22t));
        CHECK(infiniopRearrange(ra, dst, src, NULL));
        CHECK(infinirtDeviceSynchronize());
        EXPECT(dst[0] == 1 && dst[1] == 3 && dst[2] == 2 && dst[3] == 4);
        CHECK(infiniopDestroyRearrangeDescriptor(ra));
        RUN_SIMPLE(Zeros, dst, src, m22, m22);
        EXPECT(dst[0] == 0 && dst[3] == 0);
        RUN_SIMPLE(Ones, dst, src, m22, m22);
        EXPECT(dst[0] == 1 && dst[3] == 1);
    }
    /* random_sample: argmax with topk 1, and sampling far into the distribution */
    {
        infiniopTensorDescriptor_t res = tensor(0, NULL, NULL, INFINI_DTYPE_I64);
        infiniopTensorDescriptor_t lg = tensor(1, s3, NULL, INFINI_DTYPE_F32);
        float logits[3] = {0.5f, 3.0f, 1.0f};
        int64_t index = -1;
        infiniopRandomSampleDescriptor_t rs = NULL;
        CHECK(infiniopCreateRandomSampleDescriptor(handle, &rs, res, lg));
        size_t ws = 0;
        CHECK(infiniopGetRandomSampleWorkspaceSize(rs, &ws));
        void* w = malloc(ws ? ws : 1);
        CHECK(infiniopRandomSample(rs, w, ws, &index, logits, 0.5f, 1.0f, 1, 1.0f, NULL));
        CHECK(infinirtDeviceSynchronize());
        EXPECT(index == 1);
        CHECK(infiniopRandomSample(rs, w, ws, &index, logits, 0.999f, 1.0f, 3, 1.0f, NULL));
        CHECK(infinirtDeviceSynchronize());
        EXPECT(index == 0); /* the last of the sorted order: the smallest logit */
        if (ws > 0) EXPECT(infiniopRandomSample(rs, w, ws - 1, &index, logits, 0.5f, 1.0f, 3, 1.0f, NULL) ==
                           INFINI_STATUS_INSUFFICIENT_WORKSPACE);
        free(w);
        CHECK(infiniopDestroyRandomSampleDescriptor(rs));
        CHECK(infiniopDestroyTensorDescriptor(res));
        CHECK(infiniopDestroyTensorDescriptor(lg));
    }
    /* a bad shape is refused, not run */
    {
        size_t s3x2[2] = {3, 2};
        infiniopTensorDescriptor_t bad = tensor(2, s3x2, NULL, INFINI_DTYPE_F32);
        infiniopGemmDescriptor_t g = NULL;
        EXPECT(infiniopCreateGemmDescriptor(handle, &g, m22, bad, m22) != INFINI_STATUS_SUCCESS);
        CHECK(infiniopDestroyTensorDescriptor(bad));
    }
    CHECK(infiniopDestroyTensorDescriptor(m22));
    CHECK(infiniopDestroyTensorDescriptor(m22t));
    CHECK(infiniopDestroyTensorDescriptor(v4));
    CHECK(infiniopDestroyHandle(handle));
    printf("ok\n");
    return 0;
}
