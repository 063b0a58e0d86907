/* Paddle plugin host, loading side: finds Paddle Custom Runtime plugins (ANYRT_PADDLE_PLUGINS:
 * ':'-separated files or folders, every *.so of a folder, like Paddle's CUSTOM_DEVICE_ROOT), runs
 * Paddle's handshake (InitPlugin, device_type set, version not older than this header's, Paddle's
 * required fields present) and lists each plugin as one anyrt backend. The layout of the plugin's
 * C_DeviceInterface is identified first (one per released Paddle line), never assumed. */
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

/* Probe buffers for InitPlugin: larger than any C_DeviceInterface a plugin may assume. */
#define PH_PROBE_MAX 4096
static _Alignas(16) unsigned char probe_iface[PH_PROBE_MAX];

/* Runs InitPlugin with the interface size `size` and a params size that matches no Paddle release,
 * so PADDLE_CUSTOM_RUNTIME_CHECK_VERSION (which bails out only when both sizes differ from the
 * plugin's) lets it fill anything only when `size` is its own sizeof(C_DeviceInterface). */
static int accepts(void (*init)(CustomRuntimeParams*), ph_plugin_t* p, size_t size) {
    memset(&p->params, 0, sizeof p->params);
    memset(probe_iface, 0, sizeof probe_iface);
    p->params.size = 1;
    memcpy(probe_iface, &size, sizeof size);
    p->params.interface = (C_DeviceInterface*)(void*)probe_iface;
    init(&p->params);
    return p->params.device_type != NULL;
}

/* The released layout the plugin was compiled with, its fields copied into p->iface (develop's
 * layout, which the adapters read); NULL, with the reason in `why`, when it is none of them. */
static const ph_layout_t* identify(void (*init)(CustomRuntimeParams*), ph_plugin_t* p, char* why, size_t cap) {
    if (accepts(init, p, 1)) {
        snprintf(why, cap, "%s fills the interface whatever its size (no PADDLE_CUSTOM_RUNTIME_CHECK_VERSION): "
                 "the Paddle layout it was built with cannot be identified, so nothing is bound", PH_ENTRY_NAME);
        return NULL;
    }
    const ph_layout_t* found = NULL;
    for (int i = 0; i < PH_LAYOUT_COUNT && !found; ++i)
        if (accepts(init, p, ph__layouts[i].interface_size)) found = &ph__layouts[i];
    if (found == NULL) {
        char known[200] = "";
        for (int i = 0; i < PH_LAYOUT_COUNT; ++i) {
            size_t n = strlen(known);
            snprintf(known + n, sizeof known - n, "%s%zu (%s)", i ? ", " : "", ph__layouts[i].interface_size,
                     ph__layouts[i].name);
        }
        size_t own = 0;
        for (size_t s = 8; s <= PH_PROBE_MAX && !own; s += 8)
            if (accepts(init, p, s)) own = s;
        if (own)
            snprintf(why, cap, "its C_DeviceInterface is %zu bytes, a layout no released Paddle this host knows has "
                     "(known: %s): refused, nothing bound", own, known);
        else
            snprintf(why, cap, "%s set no device_type for any C_DeviceInterface size up to %d bytes (known layouts: %s): "
                     "the plugin bailed out", PH_ENTRY_NAME, PH_PROBE_MAX, known);
        p->params.device_type = NULL;
        return NULL;
    }
    for (int i = 0; i < PH_FIELD_COUNT; ++i) /* absent and differently typed fields stay NULL */
        if (found->offsets[i] >= 0)
            memcpy((char*)&p->iface + ph__fields[i].offset, probe_iface + found->offsets[i], sizeof(void*));
    p->iface.size = sizeof p->iface;
    p->params.interface = &p->iface;
    return found;
}

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
    char why[400];
    const ph_layout_t* layout = identify(init, p, why, sizeof why);
    if (layout == NULL) { /* refuse() copies device_type, which lives in the plugin: before dlclose */
        refuse(path, base, p->params.device_type, ANYRT_STATUS_ABI_MISMATCH, "%s", why);
        dlclose(lib);
        return;
    }
    p->layout = layout;
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
    snprintf(listed_message[i], sizeof listed_message[i], "Paddle %s layout, C_DeviceInterface of %zu bytes",
             p->layout->name, p->layout->interface_size);
    listed[i] = (anyrt_backend_hosted_t){&p->table, ANYRT_STATUS_SUCCESS, p->device_type, p->path, listed_message[i],
                                         p->table.device_kind};
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
