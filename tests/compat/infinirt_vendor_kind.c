/* An InfiniRT program for a device type that anyrt lends to a vendor backend (ANYRT_KIND_ALIAS,
 * argv[1] the infiniDevice_t value): the type counts that backend's devices, setting it makes it
 * current and getDevice answers the type that was set; a type no backend serves is an error, and
 * the current device stays as it was. Prints "ok". */
#include <stdio.h>
#include <stdlib.h>

#include "infinirt.h"

#include "infini_check.h"

int main(int argc, char** argv) {
    infiniDevice_t lent = (infiniDevice_t)(argc > 1 ? atoi(argv[1]) : INFINI_DEVICE_METAX);
    int counts[INFINI_DEVICE_TYPE_COUNT] = {0};
    CHECK(infinirtGetAllDeviceCount(counts));
    EXPECT(counts[lent] >= 1);
    CHECK(infinirtSetDevice(lent, 0));
    infiniDevice_t now = INFINI_DEVICE_CPU;
    int index = -1;
    CHECK(infinirtGetDevice(&now, &index));
    EXPECT(now == lent && index == 0);
    infiniDevice_t unserved = lent == INFINI_DEVICE_KUNLUN ? INFINI_DEVICE_QY : INFINI_DEVICE_KUNLUN;
    EXPECT(counts[unserved] == 0);
    EXPECT(infinirtSetDevice(unserved, 0) != INFINI_STATUS_SUCCESS);
    CHECK(infinirtGetDevice(&now, &index));
    EXPECT(now == lent && index == 0);
    printf("ok\n");
    return 0;
}
