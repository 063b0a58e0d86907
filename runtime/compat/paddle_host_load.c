/* Paddle plugin host, loading side: finds Paddle Custom Runtime plugins (ANYRT_PADDLE_PLUGINS:
 * ':'-separated files or folders, every *.so of a folder, like Paddle's CUSTOM_DEVICE_ROOT), runs
 * Paddle's handshake (InitPlugin with core-filled sizes, device_type set, version not older than
 * this header's, Paddle's required fields present) and lists each plugin as one anyrt backend. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dirent.h>
#include <dlfcn.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "paddle_host_private.h"

#define PH_MAX_LISTED 32

static ph_plugin_t plugins[PH_MAX_HOSTED];
static int plugin_count;
static anyrt_backend_hosted_t listed[PH_MAX_LISTED];
static char listed_name[PH_MAX_LISTED][64];
static char listed_path[PH_MAX_LISTED][512];
static char listed_message[PH_MAX_LISTED][512];
static int listed_count;
static int listed_once; /* a second copy of the search asks again: list nothing twice */
static _Thread_local char last_error[512];

anyrt_status_t ph_fail(anyrt_status_t status, const char* fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(last_error, sizeof last_error, fmt, ap);
    va_end(ap);
    return status;
}

const char* ph_last_error(void) { return last_error; }

ph_plugin_t* ph__plugin(int instance) { return &plugins[instance]; }

/* Lists a refused plugin; `device_type` is NULL while InitPlugin has not named one. */
static void refuse(const char* path, const char* name, const char* device_type, anyrt_status_t status, const char* fmt,
                   const char* a) {
    if (listed_count >= PH_MAX_LISTED) return;
    int i = listed_count++;
    snprintf(listed_path[i], sizeof listed_path[i], "%s", path);
    snprintf(listed_name[i], sizeof listed_name[i], "%s", device_type ? device_type : name);
    snprintf(listed_message[i], sizeof listed_message[i], fmt, a);
    anyrt_device_kind_t kind = ph__device_kind(device_type ? device_type : "");
    listed[i] = (anyrt_backend_hosted_t){NULL, status, listed_name[i], listed_path[i], listed_message[i], kind};
}

static size_t version_number(size_t major, size_t minor, size_t patch) { return major * 10000 + minor * 100 + patch; }

static void host_one(const char* path) {
    const char* base = strrchr(path, '/');
    base = base ? base + 1 : path;
    void* lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        refuse(path, base, NULL, ANYRT_STATUS_FAILED, "dlopen failed: %.450s", dlerror());
        return;
    }
    void (*init)(CustomRuntimeParams*);
    *(void**)(&init) = dlsym(lib, PH_ENTRY_NAME);
    if (!init) {
        dlclose(lib);
        refuse(path, base, NULL, ANYRT_STATUS_ABI_MISMATCH, "not a Paddle Custom Runtime plugin: it does not export %s",
               PH_ENTRY_NAME);
        return;
    }
    if (plugin_count >= PH_MAX_HOSTED) {
        char most[16];
        snprintf(most, sizeof most, "%d", PH_MAX_HOSTED);
        dlclose(lib);
        refuse(path, base, NULL, ANYRT_STATUS_FAILED, "the Paddle host serves at most %s plugins at once", most);
        return;
    }
    ph_plugin_t* p = &plugins[plugin_count];
    memset(p, 0, sizeof *p);
    /* As Paddle does: the core fills both sizes, the plugin fills the rest. */
    p->params.size = sizeof p->params;
    p->iface.size = sizeof p->iface;
    p->params.interface = &p->iface;
    init(&p->params);
    if (p->params.device_type == NULL) {
        dlclose(lib);
        refuse(path, base, NULL, ANYRT_STATUS_ABI_MISMATCH,
               "%s set no device_type: the plugin bailed out, built for another C_DeviceInterface layout?", PH_ENTRY_NAME);
        return;
    }
    snprintf(p->device_type, sizeof p->device_type, "%s", p->params.device_type);
    CustomRuntimeVersion v = p->params.version;
    if (version_number(v.major, v.minor, v.patch) <
        version_number(PADDLE_CUSTOM_RUNTIME_MAJOR_VERSION, PADDLE_CUSTOM_RUNTIME_MINOR_VERSION, PADDLE_CUSTOM_RUNTIME_PATCH_VERSION)) {
        char text[128];
        snprintf(text, sizeof text, "%zu.%zu.%zu, older than %d.%d.%d", v.major, v.minor, v.patch,
                 PADDLE_CUSTOM_RUNTIME_MAJOR_VERSION, PADDLE_CUSTOM_RUNTIME_MINOR_VERSION, PADDLE_CUSTOM_RUNTIME_PATCH_VERSION);
        dlclose(lib);
        refuse(path, base, p->device_type, ANYRT_STATUS_ABI_MISMATCH, "declares Custom Runtime version %s", text);
        return;
    }
    char missing[400] = "";
    for (int i = 0; i < PH_FIELD_COUNT; ++i) {
        void* fn;
        memcpy(&fn, (const char*)&p->iface + ph__fields[i].offset, sizeof fn);
        if (ph__fields[i].required && fn == NULL) {
            size_t n = strlen(missing);
            snprintf(missing + n, sizeof missing - n, "%s%s", n ? ", " : "", ph__fields[i].name);
        }
    }
    if (missing[0]) {
        dlclose(lib);
        refuse(path, base, p->device_type, ANYRT_STATUS_ABI_MISMATCH, "lacks field(s) Paddle requires: %s", missing);
        return;
    }
    p->library = lib;
    snprintf(p->path, sizeof p->path, "%s", path);
    p->table.struct_size = sizeof p->table;
    p->table.abi_major = ANYRT_ABI_MAJOR;
    p->table.abi_minor = ANYRT_ABI_MINOR;
    p->table.name = p->device_type;
    p->table.device_kind = ph__device_kind(p->device_type);
    p->table.last_error_message = ph_last_error;
    ph__fill_table(plugin_count, &p->iface, &p->table);
    int i = listed_count++;
    listed[i] = (anyrt_backend_hosted_t){&p->table, ANYRT_STATUS_SUCCESS, p->device_type, p->path, "", p->table.device_kind};
    ++plugin_count;
}

static int is_library(const char* name) {
    size_t n = strlen(name);
    return n > 3 && strcmp(name + n - 3, ".so") == 0;
}

static int compare_names(const void* a, const void* b) { return strcmp(*(char* const*)a, *(char* const*)b); }

static void search(const char* entry) {
    if (is_library(entry)) {
        host_one(entry);
        return;
    }
    DIR* dir = opendir(entry);
    if (!dir) return;
    char* names[64];
    int count = 0;
    struct dirent* d;
    while ((d = readdir(dir)) != NULL && count < 64)
        if (is_library(d->d_name)) names[count++] = strdup(d->d_name);
    closedir(dir);
    qsort(names, (size_t)count, sizeof names[0], compare_names); /* deterministic order */
    for (int i = 0; i < count; ++i) {
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", entry, names[i]);
        host_one(path);
        free(names[i]);
    }
}

__attribute__((visibility("default"))) anyrt_status_t ANYRT_BACKEND_HOST_ENTRY(uint32_t major, uint32_t minor,
                                                                                const anyrt_backend_hosted_t** hosted,
                                                                                int* count) {
    (void)minor;
    *hosted = listed;
    *count = 0;
    if (major != ANYRT_ABI_MAJOR) return ANYRT_STATUS_ABI_MISMATCH;
    if (listed_once) return ANYRT_STATUS_SUCCESS;
    listed_once = 1;
    const char* env = getenv("ANYRT_PADDLE_PLUGINS");
    if (env) {
        char* copy = strdup(env);
        for (char *save = NULL, *tok = strtok_r(copy, ":", &save); tok; tok = strtok_r(NULL, ":", &save)) search(tok);
        free(copy);
    }
    *count = listed_count;
    return ANYRT_STATUS_SUCCESS;
}

/* The core drops its last reference to this library at shutdown: let the plugins go too. */
__attribute__((destructor)) static void ph_unload(void) {
    for (int i = 0; i < plugin_count; ++i)
        if (plugins[i].library) dlclose(plugins[i].library);
    plugin_count = 0;
}
