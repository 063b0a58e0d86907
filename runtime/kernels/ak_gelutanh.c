/* gelutanh: y = x / 2 * (1 + tanh(sqrt(2 / pi) * (x + 0.044715 x^3))), GELU's tanh approximation, as
 * InfiniCore's GeluTanh. */
#include "ak_unary.h"

#define GELUTANH_F(x, p) (0.5f * (x) * (1.0f + tanhf(0.79788456080286536f * ((x) + 0.044715f * (x) * (x) * (x)))))
#define GELUTANH_D(x, p) (0.5 * (x) * (1.0 + tanh(0.79788456080286536 * ((x) + 0.044715 * (x) * (x) * (x)))))

AK_UNARY(gelutanh, GELUTANH_F, GELUTANH_D)

int ak_gelutanh(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) { return gelutanh_run(ex, y, x, NULL); }
