/* Kernel modules from many threads (tests/c/tsan.py): each thread loads the module on its device,
 * launches it between an async copy in and an async copy out on its own stream, checks the result,
 * and now and then loads a second module, launches it and unloads it at once (the queued launch
 * must keep it). Properties and native handles are asked meanwhile.
 *
 *   stress_kernel kernel.so [threads] [iterations] */
#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "anyrt.h"

enum { N = 1000, BLOCK = 64 };
static int g_threads = 8, g_iters = 200, g_ndev;
static unsigned char* g_image;
static size_t g_image_size;
static atomic_long g_failures;

#define CHECK(cond)                                                                          \
    do {                                                                                     \
        if (!(cond)) {                                                                       \
            anyrt_error_info_t e_ = {.struct_size = ANYRT_ERROR_INFO_STRUCT_SIZE};          \
            anyrt_get_last_error(&e_);                                                       \
            fprintf(stderr, "FAIL %s:%d: %s [%s]\n", __FILE__, __LINE__, #cond, e_.message); \
            atomic_fetch_add(&g_failures, 1);                                                \
            return NULL;                                                                     \
        }                                                                                    \
    } while (0)
#define OK(expr) CHECK((expr) == ANYRT_STATUS_SUCCESS)

static anyrt_status_t launch(anyrt_stream_t s, anyrt_module_t m, void* fn, void* dst, void* src) {
    int64_t n = N;
    const void* args[3] = {&dst, &src, &n};
    const size_t sizes[3] = {sizeof dst, sizeof src, sizeof n};
    return anyrt_launch_kernel(s, m, fn, (N + BLOCK - 1) / BLOCK, 1, 1, BLOCK, 1, 1, BLOCK * sizeof(float), args, sizes, 3);
}

static void* worker(void* p) {
    int t = (int)(intptr_t)p;
    OK(anyrt_set_device(ANYRT_DEVICE_KIND_CPU, t % g_ndev));
    anyrt_device_properties_t props = {.struct_size = ANYRT_DEVICE_PROPERTIES_STRUCT_SIZE};
    OK(anyrt_get_device_properties(&props));
    CHECK(props.warp_size >= 1 && props.max_threads_per_block >= BLOCK);
    anyrt_stream_t s = NULL;
    anyrt_module_t m = NULL;
    void *fn = NULL, *native = NULL, *src = NULL, *dst = NULL;
    OK(anyrt_create_stream(&s));
    OK(anyrt_stream_get_native_handle(s, &native));
    CHECK(native != NULL);
    OK(anyrt_module_load(g_image, g_image_size, &m));
    OK(anyrt_module_get_function(m, "twice", &fn));
    OK(anyrt_malloc(&src, N * sizeof(float)));
    OK(anyrt_malloc(&dst, N * sizeof(float)));
    float in[N], out[N];
    for (int it = 0; it < g_iters; ++it) {
        for (int i = 0; i < N; ++i) in[i] = (float)(i + it + t);
        OK(anyrt_memcpy_async(src, in, sizeof in, ANYRT_MEMCPY_KIND_H2D, s));
        if (it % 10 == 0) { /* a module unloaded while its launch is still queued */
            anyrt_module_t once = NULL;
            void* once_fn = NULL;
            OK(anyrt_module_load(g_image, g_image_size, &once));
            OK(anyrt_module_get_function(once, "twice", &once_fn));
            OK(launch(s, once, once_fn, dst, src));
            OK(anyrt_module_unload(once));
        } else {
            OK(launch(s, m, fn, dst, src));
        }
        OK(anyrt_memcpy_async(out, dst, sizeof out, ANYRT_MEMCPY_KIND_D2H, s));
        OK(anyrt_synchronize_stream(s));
        for (int i = 0; i < N; ++i) CHECK(out[i] == 2.0f * in[i]);
    }
    OK(anyrt_module_unload(m));
    OK(anyrt_destroy_stream(s));
    OK(anyrt_free(src));
    OK(anyrt_free(dst));
    return NULL;
}

int main(int argc, char** argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: stress_kernel kernel.so [threads 1..64] [iterations]\n");
        return 2;
    }
    if (argc > 2) g_threads = atoi(argv[2]);
    if (argc > 3) g_iters = atoi(argv[3]);
    if (g_threads < 1 || g_threads > 64 || g_iters < 1) return 2;
    FILE* f = fopen(argv[1], "rb");
    if (f == NULL || fseek(f, 0, SEEK_END) != 0) return 1;
    long size = ftell(f);
    rewind(f);
    g_image = (unsigned char*)malloc((size_t)size);
    if (g_image == NULL || fread(g_image, 1, (size_t)size, f) != (size_t)size) return 1;
    fclose(f);
    g_image_size = (size_t)size;
    if (anyrt_get_device_count(ANYRT_DEVICE_KIND_CPU, &g_ndev) != ANYRT_STATUS_SUCCESS || g_ndev < 1) return 1;
    pthread_t th[64];
    for (int i = 0; i < g_threads; ++i)
        if (pthread_create(&th[i], NULL, worker, (void*)(intptr_t)i) != 0) return 1;
    for (int i = 0; i < g_threads; ++i) pthread_join(th[i], NULL);
    anyrt_shutdown();
    free(g_image);
    long failures = atomic_load(&g_failures);
    printf("stress_kernel: %d threads x %d launches, %ld failures\n", g_threads, g_iters, failures);
    return failures == 0 ? 0 : 1;
}
