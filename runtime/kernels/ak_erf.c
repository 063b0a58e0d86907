/* erf: y = erf(x), the error function, as InfiniCore's Erf. */
#include "ak_unary.h"

#define ERF_F(x, p) ak_erff(x) /* vectorizable (ak_internal.h); libm's erff is a call per element */
#define ERF_D(x, p) erf(x)

AK_UNARY(erf, ERF_F, ERF_D)

int ak_erf(const ak_exec *ex, const ak_tensor *y, const ak_tensor *x) { return erf_run(ex, y, x, NULL); }
