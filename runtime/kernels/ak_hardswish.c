/* hardswish: output = input * min(max(input + 3, 0), 6) / 6, as InfiniCore's HardSwish (and torch's
 * order of operations: the product, then the division). NaN passes through. */
#include "ak_unary.h"

#define HARDSWISH_F(x, p) ((x) * fminf(fmaxf((x) + 3.0f, 0.0f), 6.0f) / 6.0f)
#define HARDSWISH_D(x, p) ((x) * fmin(fmax((x) + 3.0, 0.0), 6.0) / 6.0)

AK_UNARY(hardswish, HARDSWISH_F, HARDSWISH_D)

int ak_hardswish(const ak_exec *ex, const ak_tensor *output, const ak_tensor *input) {
    return hardswish_run(ex, output, input, NULL);
}
