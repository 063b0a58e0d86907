/* hardtanh: output = input clamped to [min_val, max_val], as InfiniCore's HardTanh (min first, then
 * max: where min_val > max_val every element is max_val, as torch). NaN passes through. */
#include "ak_unary.h"

#define HARDTANH_LO(x, lo) ((x) < (lo) ? (lo) : (x))
#define HARDTANH_AT(x, lo, hi) (HARDTANH_LO(x, lo) > (hi) ? (hi) : HARDTANH_LO(x, lo))
#define HARDTANH_F(x, p) HARDTANH_AT(x, (p)[0], (p)[1])
#define HARDTANH_D(x, p) HARDTANH_AT(x, (double)(p)[0], (double)(p)[1])

AK_UNARY(hardtanh, HARDTANH_F, HARDTANH_D)

int ak_hardtanh(const ak_exec *ex, const ak_tensor *output, const ak_tensor *input, float min_val, float max_val) {
    const float p[2] = {min_val, max_val};
    return hardtanh_run(ex, output, input, p);
}
