/* reciprocal: y = 1 / x (IEEE: +-inf at +-0), as InfiniCore's Reciprocal. */
#include "ak_unary.h"

#define RECIPROCAL_F(x, p) (1.0f / (x))
#define RECIPROCAL_D(x, p) (1.0 / (x))

AK_UNARY(reciprocal, RECIPROCAL_F, RECIPROCAL_D)

int ak_reciprocal(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) { return reciprocal_run(ex, y, x, NULL); }
