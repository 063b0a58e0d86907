/* quickgelu: y = x * sigmoid(1.702 x), as InfiniCore's QuickGelu. */
#include "ak_unary.h"

#define QUICKGELU_F(x, p) ((x) / (1.0f + expf(-1.702f * (x))))
#define QUICKGELU_D(x, p) ((x) / (1.0 + exp(-1.702 * (x))))

AK_UNARY(quickgelu, QUICKGELU_F, QUICKGELU_D)

int ak_quickgelu(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) { return quickgelu_run(ex, y, x, NULL); }
