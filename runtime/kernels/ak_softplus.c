/* softplus: y = x where beta * x > threshold, else log(1 + exp(beta * x)) / beta, as InfiniCore's
 * Softplus (and torch's softplus(x, beta, threshold)). */
#include "ak_unary.h"

#define SOFTPLUS_F(x, p) ((p)[0] * (x) > (p)[1] ? (x) : log1pf(expf((p)[0] * (x))) / (p)[0])
#define SOFTPLUS_D(x, p)                                                                                      \
    ((double)(p)[0] * (x) > (double)(p)[1] ? (x) : log1p(exp((double)(p)[0] * (x))) / (double)(p)[0])

AK_UNARY(softplus, SOFTPLUS_F, SOFTPLUS_D)

int ak_softplus(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x, float beta, float threshold) {
    const float p[2] = {beta, threshold};
    return softplus_run(ex, y, x, p);
}
