/* Paddle's side of anyrt's Paddle plugin, without Paddle: InitPlugin fills a C_DeviceInterface of
 * the newest layout, then xccl_all_to_all runs on a one-rank communicator, as Paddle's
 * CCLAllToAll calls it (one buffer, count and dtype per peer). Prints "ok". */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "paddle_device_ext.h"

#define FAIL(...) do { fprintf(stderr, __VA_ARGS__); fputc('\n', stderr); return 1; } while (0)
#define OK(call) do { C_Status s_ = (call); if (s_ != C_SUCCESS) FAIL("%s failed with %d", #call, (int)s_); } while (0)

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
    if (!iface.xccl_all_to_all) FAIL("xccl_all_to_all is not filled");
    struct C_Device_st dev = {0};
    OK(iface.set_device(&dev));
    size_t idsize = 0;
    OK(iface.xccl_get_unique_id_size(&idsize));
    C_CCLRootId root = {idsize, malloc(idsize)};
    OK(iface.xccl_get_unique_id(&root));
    C_CCLComm comm = NULL;
    OK(iface.xccl_comm_init_rank(1, &root, 0, &comm));
    float host[4] = {1, 2, 3, 4}, back[4] = {0};
    void *send = NULL, *recv = NULL;
    OK(iface.device_memory_allocate(&dev, &send, sizeof host));
    OK(iface.device_memory_allocate(&dev, &recv, sizeof host));
    OK(iface.memory_copy_h2d(&dev, send, host, sizeof host));
    const void* sends[1] = {send};
    void* recvs[1] = {recv};
    size_t counts[1] = {4};
    C_DataType dtypes[1] = {FLOAT32};
    OK(iface.xccl_all_to_all(sends, counts, dtypes, recvs, counts, dtypes, 0, 1, comm, NULL));
    OK(iface.synchronize_device(&dev));
    OK(iface.memory_copy_d2h(&dev, back, recv, sizeof back));
    for (int i = 0; i < 4; ++i)
        if (back[i] != host[i]) FAIL("xccl_all_to_all: element %d is %g, not %g", i, (double)back[i], (double)host[i]);
    OK(iface.xccl_destroy_comm(comm));
    OK(iface.device_memory_deallocate(&dev, send, sizeof host));
    OK(iface.device_memory_deallocate(&dev, recv, sizeof host));
    free(root.data);
    printf("ok\n");
    return 0;
}
