/* gelu: y = x / 2 * (1 + erf(x / sqrt(2))), the exact (erf) form, as InfiniCore's Gelu. */
#include "ak_unary.h"

#define GELU_F(x, p) (0.5f * (x) * (1.0f + erff((x) * 0.70710678118654752f)))
#define GELU_D(x, p) (0.5 * (x) * (1.0 + erf((x) * 0.70710678118654752)))

AK_UNARY(gelu, GELU_F, GELU_D)

int ak_gelu(const ak_exec *ex, const ak_tensor *output, const ak_tensor *input) {
    return gelu_run(ex, output, input, NULL);
}
