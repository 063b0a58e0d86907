/* The cpu backend's device properties, native stream handle and kernel modules.
 *
 * Properties come from the machine: the cores the operators use, the SIMD width (float32 lanes are
 * the "warp"), the vector registers, the L2 cache and the clock, from sysfs and /proc/cpuinfo.
 *
 * A kernel module is an ELF shared object of C kernels, loaded from memory (memfd + dlopen), each
 * load its own copy. Its kernels are the functions it defines and names in its table
 * `const char* const anyrt_kernels[] = {"name", ..., 0};`, nothing else. A
 * kernel is `void name(void** args, const int grid[3], const int block[3], const int block_idx[3],
 * void* shared)`: a launch calls it once per block, in order, on the stream's worker (the kernel
 * loops over its block's threads itself), with `shared_memory` bytes of scratch. Arguments are
 * copied at launch, as CUDA does, so the caller's values may go out of scope at once.
 *
 * The native handle of a stream is its cpu_stream_t (the queue only this backend understands: a
 * key that is stable and unique while the stream lives). Devices and contexts have none: a cpu
 * device is a partition of the host, so those slots stay empty and the core says not supported. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE /* memfd_create */
#endif
#include <dlfcn.h>
#include <limits.h>
#include <link.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "cpu_internal.h"

#define CPU_MODULE_MAGIC 0x4d4f444cu /* "MODL" */
#define CPU_SHARED_PER_BLOCK ((size_t)1 << 20)
#define CPU_THREADS_PER_BLOCK 1024
#define CPU_ARG_DEFAULT_SIZE 8
#define SYM_TYPE(sym) ELF64_ST_TYPE((sym)->st_info) /* the same bits in ELF32 */

typedef void (*cpu_kernel_fn_t)(void** args, const int grid[3], const int block[3], const int block_idx[3],
                                void* shared);

typedef struct {
    uint32_t magic;
    int device;
    int fd;  /* kept open while loaded: its /proc/self/fd path is then no other module's (dlopen matches by path) */
    void* dl;
    struct link_map* map;       /* the module's own object: kernels must be defined there */
    const char* const* kernels; /* its anyrt_kernels table */
    size_t nkernels;
    atomic_int refs; /* the handle's, plus one per queued launch */
} cpu_module_t;

/* ---- properties ------------------------------------------------------------------------------ */

static long read_long(const char* path) {
    FILE* f = fopen(path, "r");
    if (f == NULL) return -1;
    long v = -1;
    if (fscanf(f, "%ld", &v) != 1) v = -1;
    fclose(f);
    return v;
}

/* "48K", "2048K", "1M" (sysfs cache sizes) in bytes; 0 if absent. */
static size_t read_cache_size(const char* path) {
    FILE* f = fopen(path, "r");
    if (f == NULL) return 0;
    long v = 0;
    char unit = 0;
    int n = fscanf(f, "%ld%c", &v, &unit);
    fclose(f);
    if (n < 1 || v <= 0) return 0;
    return (size_t)v * (unit == 'K' ? 1024u : unit == 'M' ? 1024u * 1024u : 1u);
}

/* Hardware threads of core 0: the entries of "0,64" or "0-1". */
static int threads_per_core(void) {
    FILE* f = fopen("/sys/devices/system/cpu/cpu0/topology/thread_siblings_list", "r");
    if (f == NULL) return 1;
    int count = 0, a = 0, b = 0;
    char sep = 0;
    while (fscanf(f, "%d", &a) == 1) {
        int got = fscanf(f, "%c", &sep);
        if (got == 1 && sep == '-' && fscanf(f, "%d", &b) == 1) {
            count += b - a + 1;
            if (fscanf(f, "%c", &sep) != 1) break;
        } else {
            count += 1;
        }
        if (got != 1) break;
    }
    fclose(f);
    return count > 0 ? count : 1;
}

/* The first "key : value" line of /proc/cpuinfo whose key starts with `key`, value copied to out. */
static int cpuinfo_value(const char* key, char* out, size_t cap) {
    FILE* f = fopen("/proc/cpuinfo", "r");
    if (f == NULL) return 0;
    char line[4096];
    int found = 0;
    size_t klen = strlen(key);
    while (!found && fgets(line, sizeof line, f)) {
        if (strncmp(line, key, klen) != 0) continue;
        const char* colon = strchr(line, ':');
        if (colon == NULL) continue;
        colon += 1 + (colon[1] == ' ');
        snprintf(out, cap, "%s", colon);
        out[strcspn(out, "\n")] = '\0';
        found = 1;
    }
    fclose(f);
    return found;
}

static int has_flag(const char* flags, const char* flag) {
    size_t n = strlen(flag);
    for (const char* p = strstr(flags, flag); p; p = strstr(p + 1, flag))
        if ((p == flags || p[-1] == ' ') && (p[n] == ' ' || p[n] == '\0')) return 1;
    return 0;
}

anyrt_status_t cpu_device_properties(int device, anyrt_device_properties_t* properties) {
    CPU_CHECK_DEVICE(device);
    anyrt_device_properties_t p;
    memset(&p, 0, sizeof p);
    char model[192] = "";
    if (!cpuinfo_value("model name", model, sizeof model)) snprintf(model, sizeof model, "host CPU");
    snprintf(p.name, sizeof p.name, "cpu:%d (%s)", device, model);
    char flags[4096] = "";
    if (!cpuinfo_value("flags", flags, sizeof flags)) cpuinfo_value("Features", flags, sizeof flags);
    int vector_bytes = 16, vector_registers = 16; /* SSE2 (x86-64's baseline) or NEON */
#if defined(__x86_64__) || defined(__i386__)
    if (has_flag(flags, "avx512f")) vector_bytes = 64, vector_registers = 32;
    else if (has_flag(flags, "avx2")) vector_bytes = 32;
#elif defined(__aarch64__)
    vector_registers = 32;
#endif
    p.total_memory = g_capacity;
    p.multiprocessor_count = cpu_ops_threads();
    p.warp_size = vector_bytes / 4;
    p.vector_width = vector_bytes;
    p.registers_per_multiprocessor = vector_registers;
    p.max_threads_per_block = CPU_THREADS_PER_BLOCK;
    p.max_threads_per_multiprocessor = threads_per_core();
    p.max_blocks_per_multiprocessor = 1; /* a launch runs one block at a time */
    p.shared_memory_per_block = CPU_SHARED_PER_BLOCK;
    p.max_grid_dim[0] = p.max_grid_dim[1] = p.max_grid_dim[2] = INT_MAX;
    p.max_block_dim[0] = p.max_block_dim[1] = CPU_THREADS_PER_BLOCK;
    p.max_block_dim[2] = 64;
    long khz = read_long("/sys/devices/system/cpu/cpu0/cpufreq/cpuinfo_max_freq");
    if (khz <= 0) {
        char mhz[64] = "";
        if (cpuinfo_value("cpu MHz", mhz, sizeof mhz)) khz = (long)(atof(mhz) * 1000.0);
    }
    p.clock_rate_khz = khz > 0 && khz < INT_MAX ? (int)khz : 0;
    p.l2_cache_size = read_cache_size("/sys/devices/system/cpu/cpu0/cache/index2/size");
    /* f16/bf16 arithmetic in hardware (the portable kernels convert through f32 otherwise). */
    p.float16_supported = has_flag(flags, "avx512_fp16") || has_flag(flags, "asimdhp");
    p.bfloat16_supported = has_flag(flags, "avx512_bf16") || has_flag(flags, "amx_bf16") || has_flag(flags, "bf16");
    size_t n = properties->struct_size < sizeof p ? properties->struct_size : sizeof p;
    if (n > sizeof p.struct_size) memcpy((char*)properties + sizeof p.struct_size, (char*)&p + sizeof p.struct_size, n - sizeof p.struct_size);
    return ANYRT_STATUS_SUCCESS;
}

/* ---- native handles -------------------------------------------------------------------------- */

anyrt_status_t cpu_stream_get_native_handle(int device, anyrt_backend_stream_t stream, void** handle) {
    cpu_stream_t* s = NULL;
    anyrt_status_t st = cpu_stream_check(device, stream, &s);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    *handle = s;
    return ANYRT_STATUS_SUCCESS;
}

/* ---- modules --------------------------------------------------------------------------------- */

static anyrt_status_t module_check(int device, anyrt_backend_module_t handle, cpu_module_t** out) {
    CPU_CHECK_DEVICE(device);
    cpu_module_t* m = (cpu_module_t*)handle;
    if (m == NULL || m->magic != CPU_MODULE_MAGIC)
        return cpu_fail(ANYRT_STATUS_INVALID_HANDLE, "cpu: %p is not a live cpu kernel module", handle);
    if (m->device != device)
        return cpu_fail(ANYRT_STATUS_INVALID_HANDLE, "cpu: kernel module %p belongs to device %d, not device %d", handle,
                        m->device, device);
    *out = m;
    return ANYRT_STATUS_SUCCESS;
}

static void module_unref(cpu_module_t* m) {
    if (atomic_fetch_sub(&m->refs, 1) != 1) return;
    m->magic = CPU_DEAD_MAGIC;
    dlclose(m->dl);
    close(m->fd);
    free(m);
}

/* Whether `address` lies in the module's own object (not in a library it links). */
static int module_owns(const cpu_module_t* m, const void* address) {
    Dl_info info;
    struct link_map* map = NULL;
    return dladdr1(address, &info, (void**)&map, RTLD_DL_LINKMAP) != 0 && map == m->map;
}

/* The ELF symbol `address` is, if it is one the module itself defines. */
static const ElfW(Sym)* own_symbol(const cpu_module_t* m, const void* address) {
    Dl_info info;
    const ElfW(Sym)* sym = NULL;
    if (!module_owns(m, address)) return NULL;
    if (dladdr1(address, &info, (void**)&sym, RTLD_DL_SYMENT) == 0 || sym == NULL || info.dli_saddr != address)
        return NULL;
    return sym;
}

/* A module declares its kernels: `const char* const anyrt_kernels[] = {"name", ..., 0};` (docs/kernels.md).
 * Any other symbol (its helpers and data, the C library it links) is no kernel: launching one would
 * run whatever it is. */
static anyrt_status_t find_kernel_table(cpu_module_t* m) {
    static const char* const how = "declare its kernels as `const char* const anyrt_kernels[] = {\"name\", ..., 0};`";
    dlerror();
    const void* table = dlsym(m->dl, "anyrt_kernels");
    const ElfW(Sym)* sym = table ? own_symbol(m, table) : NULL;
    if (sym == NULL)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: module_load: the image defines no anyrt_kernels table: %s", how);
    if (SYM_TYPE(sym) != STT_OBJECT || sym->st_size < sizeof(char*) || sym->st_size % sizeof(char*))
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: module_load: the image's anyrt_kernels is not an array of "
                        "names: %s", how);
    m->kernels = (const char* const*)table;
    size_t n = sym->st_size / sizeof(char*);
    while (m->nkernels < n && m->kernels[m->nkernels] != NULL) {
        if (!module_owns(m, m->kernels[m->nkernels]))
            return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: module_load: anyrt_kernels[%zu] is not a string of the "
                            "image: %s", m->nkernels, how);
        ++m->nkernels;
    }
    if (m->nkernels == n)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: module_load: the image's anyrt_kernels does not end with 0: %s",
                        how);
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_module_load(int device, const void* image, size_t size, anyrt_backend_module_t* module) {
    CPU_CHECK_DEVICE(device);
    if (size < 4 || memcmp(image, "\x7f" "ELF", 4) != 0)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: module_load: the image is not an ELF shared object "
                                                    "(the cpu backend loads C kernels compiled with -shared -fPIC)");
    int fd = memfd_create("anyrt_kernel_module", MFD_CLOEXEC);
    if (fd < 0) return cpu_fail(ANYRT_STATUS_FAILED, "cpu: module_load: memfd_create failed");
    for (size_t done = 0; done < size;) {
        ssize_t w = write(fd, (const char*)image + done, size - done);
        if (w <= 0) {
            close(fd);
            return cpu_fail(ANYRT_STATUS_FAILED, "cpu: module_load: writing the image to its memfd failed");
        }
        done += (size_t)w;
    }
    char path[64];
    snprintf(path, sizeof path, "/proc/self/fd/%d", fd);
    void* dl = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (dl == NULL) {
        const char* why = dlerror();
        close(fd);
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: module_load: dlopen refused the image: %s", why ? why : "?");
    }
    cpu_module_t* m = (cpu_module_t*)calloc(1, sizeof *m);
    if (m == NULL) {
        dlclose(dl);
        close(fd);
        return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: module_load: out of host memory");
    }
    m->fd = fd;
    m->dl = dl;
    anyrt_status_t st = dlinfo(dl, RTLD_DI_LINKMAP, &m->map) == 0 ? find_kernel_table(m) : ANYRT_STATUS_FAILED;
    if (st != ANYRT_STATUS_SUCCESS) {
        dlclose(dl);
        close(fd);
        free(m);
        return st == ANYRT_STATUS_FAILED ? cpu_fail(st, "cpu: module_load: dlinfo found no link map for the image") : st;
    }
    m->magic = CPU_MODULE_MAGIC;
    m->device = device;
    atomic_init(&m->refs, 1);
    *module = m;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_module_unload(int device, anyrt_backend_module_t module) {
    cpu_module_t* m = NULL;
    anyrt_status_t st = module_check(device, module, &m);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    module_unref(m); /* queued launches hold their own references */
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_module_get_function(int device, anyrt_backend_module_t module, const char* name, void** function) {
    cpu_module_t* m = NULL;
    anyrt_status_t st = module_check(device, module, &m);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    size_t i = 0;
    while (i < m->nkernels && strcmp(m->kernels[i], name) != 0) ++i;
    if (i == m->nkernels) {
        char names[256] = "";
        size_t at = 0;
        for (size_t k = 0; k < m->nkernels && at + 1 < sizeof names; ++k) {
            int w = snprintf(names + at, sizeof names - at, "%s'%s'", k ? ", " : "", m->kernels[k]);
            at += w > 0 ? (size_t)w : 0;
        }
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: kernel module %p has no kernel '%s' (its anyrt_kernels table "
                        "declares %s)", module, name, m->nkernels ? names : "none");
    }
    dlerror();
    void* f = dlsym(m->dl, name);
    const ElfW(Sym)* sym = f ? own_symbol(m, f) : NULL;
    if (sym == NULL || SYM_TYPE(sym) != STT_FUNC)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: kernel module %p declares '%s' in anyrt_kernels, but it is "
                        "not a function the module defines%s", module, name,
                        f == NULL ? " (no such symbol)" : sym == NULL ? " (it comes from a library the module links)" : "");
    *function = f;
    return ANYRT_STATUS_SUCCESS;
}

typedef struct {
    cpu_kernel_fn_t fn;
    cpu_module_t* module;
    int grid[3], block[3];
    size_t shared;
    int nargs;
    void** args;         /* args[i] points into `storage` */
    unsigned char* storage;
} cpu_launch_t;

static void launch_free(cpu_launch_t* l) {
    module_unref(l->module);
    free(l->storage);
    free(l->args);
    free(l);
}

static anyrt_status_t cpu_task_launch(void* payload) {
    cpu_launch_t* l = *(cpu_launch_t**)payload;
    void* shared = l->shared ? malloc(l->shared) : NULL;
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    if (l->shared && shared == NULL) {
        st = cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: launch_kernel: no host memory for %zu bytes of shared memory",
                      l->shared);
    } else {
        int idx[3];
        for (idx[2] = 0; idx[2] < l->grid[2]; ++idx[2])
            for (idx[1] = 0; idx[1] < l->grid[1]; ++idx[1])
                for (idx[0] = 0; idx[0] < l->grid[0]; ++idx[0]) l->fn(l->args, l->grid, l->block, idx, shared);
    }
    free(shared);
    launch_free(l);
    return st;
}

anyrt_status_t cpu_launch_kernel(int device, anyrt_backend_stream_t stream, anyrt_backend_module_t module,
                                 const void* function, int grid_x, int grid_y, int grid_z, int block_x, int block_y,
                                 int block_z, size_t shared_memory, const void** args, const size_t* arg_sizes,
                                 int nargs) {
    cpu_stream_t* s = NULL;
    cpu_module_t* m = NULL;
    anyrt_status_t st = cpu_stream_check(device, stream, &s);
    if (st == ANYRT_STATUS_SUCCESS) st = module_check(device, module, &m);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    if (nargs < 0) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: launch_kernel: nargs = %d is negative", nargs);
    if (nargs > 0 && args == NULL)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: launch_kernel: args is NULL with nargs = %d", nargs);
    if (block_x > CPU_THREADS_PER_BLOCK || block_y > CPU_THREADS_PER_BLOCK || block_z > 64 ||
        (long long)block_x * block_y * block_z > CPU_THREADS_PER_BLOCK)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: launch_kernel: block %dx%dx%d is above the %d threads a block "
                        "may have (max_block_dim 1024x1024x64)", block_x, block_y, block_z, CPU_THREADS_PER_BLOCK);
    if (shared_memory > CPU_SHARED_PER_BLOCK)
        return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: launch_kernel: %zu bytes of shared memory is above the %zu a "
                        "block may use", shared_memory, CPU_SHARED_PER_BLOCK);
    size_t total = 0;
    for (int i = 0; i < nargs; ++i) {
        size_t n = arg_sizes ? arg_sizes[i] : CPU_ARG_DEFAULT_SIZE;
        if (n == 0 || n > 4096)
            return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: launch_kernel: arg_sizes[%d] = %zu is not in [1, 4096]", i, n);
        if (args[i] == NULL) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: launch_kernel: args[%d] is NULL", i);
        total += (n + 15) & ~(size_t)15;
    }
    cpu_launch_t* l = (cpu_launch_t*)calloc(1, sizeof *l);
    void** copies = nargs ? (void**)calloc((size_t)nargs, sizeof *copies) : NULL;
    unsigned char* storage = total ? (unsigned char*)malloc(total) : NULL;
    if (l == NULL || (nargs && copies == NULL) || (total && storage == NULL)) {
        free(l), free(copies), free(storage);
        return cpu_fail(ANYRT_STATUS_OUT_OF_MEMORY, "cpu: launch_kernel: out of host memory for the arguments");
    }
    size_t at = 0;
    for (int i = 0; i < nargs; ++i) { /* 16-byte slots keep every copy aligned for any scalar */
        size_t n = arg_sizes ? arg_sizes[i] : CPU_ARG_DEFAULT_SIZE;
        memcpy(storage + at, args[i], n);
        copies[i] = storage + at;
        at += (n + 15) & ~(size_t)15;
    }
    /* A data pointer converted to a function pointer: what dlsym returned, POSIX's guarantee. */
    memcpy(&l->fn, &function, sizeof l->fn);
    l->module = m;
    l->grid[0] = grid_x, l->grid[1] = grid_y, l->grid[2] = grid_z;
    l->block[0] = block_x, l->block[1] = block_y, l->block[2] = block_z;
    l->shared = shared_memory;
    l->nargs = nargs;
    l->args = copies;
    l->storage = storage;
    atomic_fetch_add(&m->refs, 1);
    st = cpu_stream_enqueue(s, cpu_task_launch, &l, sizeof l);
    if (st != ANYRT_STATUS_SUCCESS) launch_free(l);
    return st;
}
