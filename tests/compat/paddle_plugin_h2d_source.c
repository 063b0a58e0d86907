/* Paddle's side of anyrt's Paddle plugin, without Paddle: async_memory_copy_h2d from pageable host
 * memory that the caller overwrites right after the call returns, as Paddle does with a CPU
 * kernel's output it moves to the device and frees (CUDA's copy returns once such a source is
 * staged). The stream is held by a callback until then, so a copy that read the source late would
 * read the new contents every time. Prints "ok". */
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "paddle_device_ext.h"

#define FAIL(...) do { fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); return 1; } while (0)
#define OK(call) do { C_Status s_ = (call); if (s_ != C_SUCCESS) FAIL("%s failed with %d", #call, (int)s_); } while (0)

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t cond = PTHREAD_COND_INITIALIZER;
static int released;

/* Holds the stream until main releases it. */
static void hold(C_Device device, C_Stream stream, void* user_data, C_Status* status) {
    (void)device, (void)stream, (void)user_data;
    pthread_mutex_lock(&lock);
    while (!released) pthread_cond_wait(&cond, &lock);
    pthread_mutex_unlock(&lock);
    if (status) *status = C_SUCCESS;
}

int main(int argc, char** argv) {
    if (argc < 2) FAIL("usage: %s libanyrt_paddle_<backend>.so", argv[0]);
    void* lib = dlopen(argv[1], RTLD_NOW);
    if (!lib) FAIL("%s", dlerror());
    void (*init)(CustomRuntimeParams*) = NULL;
    void* sym = dlsym(lib, "InitPlugin");
    memcpy(&init, &sym, sizeof sym);
    if (!init) FAIL("no InitPlugin");
    C_DeviceInterface iface;
    memset(&iface, 0, sizeof iface);
    iface.size = sizeof iface;
    CustomRuntimeParams params;
    memset(&params, 0, sizeof params);
    params.size = sizeof params;
    params.interface = &iface;
    init(&params);
    struct C_Device_st dev = {0};
    OK(iface.set_device(&dev));
    C_Stream stream = NULL;
    OK(iface.create_stream(&dev, &stream));
    enum { N = 1024 };
    float* host = malloc(N * sizeof(float));
    float back[N];
    void* d = NULL;
    if (!host) FAIL("out of memory");
    OK(iface.device_memory_allocate(&dev, &d, N * sizeof(float)));
    for (int i = 0; i < N; ++i) host[i] = (float)i;
    OK(iface.stream_add_callback(&dev, stream, hold, NULL));
    OK(iface.async_memory_copy_h2d(&dev, stream, d, host, N * sizeof(float)));
    for (int i = 0; i < N; ++i) host[i] = -1.0f; /* the caller reuses its memory at once */
    pthread_mutex_lock(&lock);
    released = 1;
    pthread_cond_broadcast(&cond);
    pthread_mutex_unlock(&lock);
    OK(iface.synchronize_stream(&dev, stream));
    OK(iface.memory_copy_d2h(&dev, back, d, sizeof back));
    for (int i = 0; i < N; ++i)
        if (back[i] != (float)i) FAIL("async_memory_copy_h2d: element %d is %g, not %d (the source was read after the call returned)", i, (double)back[i], i);
    OK(iface.device_memory_deallocate(&dev, d, N * sizeof(float)));
    OK(iface.destroy_stream(&dev, stream));
    free(host);
    printf("ok\n");
    return 0;
}
