/* tanh: output = tanh(input), as InfiniCore's Tanh. */
#include "ak_unary.h"

#define TANH_F(x, p) tanhf(x)
#define TANH_D(x, p) tanh(x)

AK_UNARY(tanh, TANH_F, TANH_D)

int ak_tanh(const ak_exec *ex, const ak_tensor *output, const ak_tensor *input) {
    return tanh_run(ex, output, input, NULL);
}
