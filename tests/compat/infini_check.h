/* The test programs' one error check: on a status other than success, print the call and the
 * status, and leave main with 1. Uses only infinicore.h. */
#ifndef INFINI_CHECK_H
#define INFINI_CHECK_H

#include <stdio.h>

#include "infinicore.h"

#define CHECK(call)                                                                      \
    do {                                                                                 \
        infiniStatus_t st_ = (call);                                                     \
        if (st_ != INFINI_STATUS_SUCCESS) {                                              \
            fprintf(stderr, "%s:%d: %s -> %d\n", __FILE__, __LINE__, #call, (int)st_);   \
            return 1;                                                                    \
        }                                                                                \
    } while (0)

#define EXPECT(cond)                                                                     \
    do {                                                                                 \
        if (!(cond)) {                                                                   \
            fprintf(stderr, "%s:%d: expected %s\n", __FILE__, __LINE__, #cond);          \
            return 1;                                                                    \
        }                                                                                \
    } while (0)

#endif /* INFINI_CHECK_H */
