/* Finds backend plugins, loads each with the ABI handshake, and shuts them down.
 * Search path: every entry of ANYRT_BACKEND_PATH (folders or .so files, ':'-separated), then the
 * folder libanyrt.so itself lives in, then <prefix>/lib/anyrt/backends (backends other packages
 * installed; see prefix_folder). Python adds the `anyrt.backends` entry points to ANYRT_BACKEND_PATH.
 * A plugin that fails is recorded, never fatal to the others. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dirent.h>
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core_private.h"

#define MAX_BACKENDS 32

static anyrt__backend_t* backends[MAX_BACKENDS];
static int backend_total;
/* by kind: the enum's kinds, then the vendor kinds (anyrt_core.h). Two entries may name one backend:
 * `custom` names the first vendor kind loaded, and ANYRT_KIND_ALIAS lends an enum kind to a backend. */
static anyrt__backend_t* by_kind[ANYRT__KIND_SLOTS];
static int vendor_total;
static pthread_mutex_t load_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_mutex_t device_lock = PTHREAD_MUTEX_INITIALIZER;
static volatile int loaded; /* 1 once loading ran (whatever it found) */
static char load_message[512];

const char* anyrt__load_message(void) { return load_message; }

static anyrt__backend_t* new_record(const char* path) {
    if (backend_total >= MAX_BACKENDS) return NULL;
    anyrt__backend_t* b = calloc(1, sizeof *b);
    if (!b) return NULL;
    snprintf(b->info.path, sizeof b->info.path, "%s", path);
    b->built_alias = -1;
    b->index = backend_total;
    backends[backend_total++] = b;
    return b;
}

static void refuse(anyrt__backend_t* b, anyrt_status_t status, const char* fmt, const char* a, const char* c) {
    b->info.status = status;
    snprintf(b->info.message, sizeof b->info.message, fmt, a, c);
    if (b->library) dlclose(b->library);
    b->library = NULL;
}

static void adopt(anyrt__backend_t* b, anyrt_status_t st, const anyrt_backend_table_t* table);

/* A host plugin lists several backends: each becomes a record of its own (holding its own
 * reference to the host library); the host itself is none. */
static void load_hosted(anyrt__backend_t* b, const char* path, anyrt_backend_host_entry_fn host) {
    const anyrt_backend_hosted_t* list = NULL;
    int n = 0;
    anyrt_status_t st = host(ANYRT_ABI_MAJOR, ANYRT_ABI_MINOR, &list, &n);
    if (st != ANYRT_STATUS_SUCCESS) {
        refuse(b, st, "its host entry point failed (%s)%s", anyrt__name_status((int)st), "");
        return;
    }
    void* library = b->library;
    backends[--backend_total] = NULL; /* b was the last record made */
    free(b);
    for (int i = 0; list && i < n; ++i) {
        anyrt__backend_t* h = new_record(list[i].path ? list[i].path : path);
        if (!h) break;
        snprintf(h->info.name, sizeof h->info.name, "%s", list[i].name ? list[i].name : "hosted");
        if (!list[i].table) {
            h->info.status = list[i].status != ANYRT_STATUS_SUCCESS ? list[i].status : ANYRT_STATUS_FAILED;
            h->info.kind = list[i].kind;
            snprintf(h->info.message, sizeof h->info.message, "%s", list[i].message ? list[i].message : "refused by its host");
            continue;
        }
        h->library = dlopen(path, RTLD_NOW | RTLD_LOCAL); /* one reference per hosted backend */
        adopt(h, ANYRT_STATUS_SUCCESS, list[i].table);
        if (h->info.status == ANYRT_STATUS_SUCCESS && !h->info.message[0] && list[i].message) /* e.g. which layout */
            snprintf(h->info.message, sizeof h->info.message, "%s", list[i].message);
    }
    dlclose(library);
}

static void load_one(const char* path) {
    for (int i = 0; i < backend_total; ++i)
        if (strcmp(backends[i]->info.path, path) == 0) return; /* same file found twice on the path */
    anyrt__backend_t* b = new_record(path);
    if (!b) return;
    const char* base = strrchr(path, '/');
    base = base ? base + 1 : path;
    snprintf(b->info.name, sizeof b->info.name, "%s", base);

    b->library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!b->library) {
        refuse(b, ANYRT_STATUS_FAILED, "dlopen failed: %.450s%s", dlerror(), "");
        return;
    }
    anyrt_backend_host_entry_fn host;
    *(void**)(&host) = dlsym(b->library, ANYRT_BACKEND_HOST_ENTRY_NAME);
    if (host) {
        load_hosted(b, path, host);
        return;
    }
    anyrt_backend_entry_fn entry;
    *(void**)(&entry) = dlsym(b->library, ANYRT_BACKEND_ENTRY_NAME);
    if (!entry) {
        refuse(b, ANYRT_STATUS_ABI_MISMATCH, "not an anyrt backend: it does not export %s%s", ANYRT_BACKEND_ENTRY_NAME, "");
        return;
    }
    const anyrt_backend_table_t* table = NULL;
    anyrt_status_t st = entry(ANYRT_ABI_MAJOR, ANYRT_ABI_MINOR, &table);
    adopt(b, st, table);
    const int* alias = b->library ? (const int*)dlsym(b->library, ANYRT_BACKEND_KIND_ALIAS_NAME) : NULL;
    if (alias) b->built_alias = *alias;
}

/* Checks a plugin's table and, if it passes, makes it the backend of record `b`. */
static void adopt(anyrt__backend_t* b, anyrt_status_t st, const anyrt_backend_table_t* table) {
    char ours[32], theirs[32];
    snprintf(ours, sizeof ours, "%d.%d", ANYRT_ABI_MAJOR, ANYRT_ABI_MINOR);
    if (table) {
        snprintf(theirs, sizeof theirs, "%u.%u", (unsigned)table->abi_major, (unsigned)table->abi_minor);
        b->info.abi_major = table->abi_major;
        b->info.abi_minor = table->abi_minor;
    } else {
        snprintf(theirs, sizeof theirs, "unknown");
    }
    if (st == ANYRT_STATUS_ABI_MISMATCH || (table && table->abi_major != ANYRT_ABI_MAJOR)) {
        refuse(b, ANYRT_STATUS_ABI_MISMATCH, "built for ABI %s, this runtime is ABI %s (majors must match)", theirs, ours);
        return;
    }
    if (st != ANYRT_STATUS_SUCCESS) {
        refuse(b, ANYRT_STATUS_FAILED, "its entry point failed (%s)%s", anyrt__name_status((int)st), "");
        return;
    }
    if (!table) { /* the plugin's bug, not a failure it reported */
        refuse(b, ANYRT_STATUS_FAILED, "its entry point %s returned success but no table%s", ANYRT_BACKEND_ENTRY_NAME, "");
        return;
    }
    size_t first = offsetof(anyrt_backend_table_t, initialize);
    if (table->struct_size < first) {
        refuse(b, ANYRT_STATUS_ABI_MISMATCH, "its table is too small to be an ABI %s table%s", ours, "");
        return;
    }
    size_t n = table->struct_size < sizeof b->table ? table->struct_size : sizeof b->table;
    memcpy(&b->table, table, n); /* the rest stays zero: later slots count as absent */
    b->info.slot_count = (uint32_t)((n - first) / sizeof(void (*)(void)));
    if (table->name) snprintf(b->info.name, sizeof b->info.name, "%s", table->name);
    b->info.kind = table->device_kind;

    char missing[400];
    if (anyrt__missing_required(&b->table, n, missing, sizeof missing) > 0) {
        refuse(b, ANYRT_STATUS_ABI_MISMATCH, "lacks required function(s): %s%s", missing, "");
        return;
    }
    if ((int)b->info.kind >= ANYRT_DEVICE_KIND_COUNT || !anyrt__valid_device_kind((int)b->info.kind)) {
        refuse(b, ANYRT_STATUS_INVALID_VALUE, "declares an unknown device kind%s%s", "", "");
        return;
    }
    int vendor = b->info.kind == ANYRT_DEVICE_KIND_CUSTOM;
    if (vendor) { /* a kind of its own, named as the backend: its name must be free */
        for (int k = ANYRT__VENDOR_KIND_FIRST; k < ANYRT__VENDOR_KIND_FIRST + vendor_total; ++k)
            if (strcmp(by_kind[k]->info.name, b->info.name) == 0) {
                refuse(b, ANYRT_STATUS_FAILED, "vendor kind '%.60s' already served by %.300s (two plugins of one name)",
                       b->info.name, by_kind[k]->info.path);
                return;
            }
        for (int k = 0; k < ANYRT_DEVICE_KIND_COUNT; ++k)
            if (strcmp(anyrt__name_device_kind(k), b->info.name) == 0) {
                refuse(b, ANYRT_STATUS_INVALID_VALUE, "its name '%.60s' is a device kind's: a custom-kind backend names "
                       "its own kind, so it needs another name%s", b->info.name, "");
                return;
            }
        if (vendor_total >= ANYRT__VENDOR_KIND_MAX) {
            refuse(b, ANYRT_STATUS_FAILED, "more vendor kinds than the runtime holds (%.20s)%s", "32", "");
            return;
        }
    } else if (by_kind[b->info.kind]) {
        refuse(b, ANYRT_STATUS_FAILED, "device kind already served by backend '%.60s' (%.300s)", by_kind[b->info.kind]->info.name,
               by_kind[b->info.kind]->info.path);
        return;
    }
    anyrt__call_t call = {.function = "initialize", .slot = ANYRT_SLOT_INITIALIZE, .backend = b};
    anyrt__target_t t = {b, 0};
    st = anyrt__impl_initialize(&call, &t);
    int count = 0;
    call.function = "get_device_count";
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_get_device_count(&call, &t, &count);
    if (st != ANYRT_STATUS_SUCCESS) {
        anyrt_error_info_t e = {.struct_size = ANYRT_ERROR_INFO_STRUCT_SIZE};
        anyrt_get_last_error(&e);
        refuse(b, st, "initialization failed: %.400s%s", e.message, "");
        return;
    }
    b->info.device_count = count < 0 ? 0 : (count > ANYRT__MAX_DEVICES ? ANYRT__MAX_DEVICES : count);
    b->info.status = ANYRT_STATUS_SUCCESS;
    if (b->info.device_count == 0 && b->table.last_error_message) {
        /* Loaded without devices (no driver, no hardware): keep the backend's reason for `anyrt info`. */
        const char* why = b->table.last_error_message();
        snprintf(b->info.message, sizeof b->info.message, "%s", why && *why ? why : "the backend reports no devices");
    }
    if (vendor) {
        b->info.kind = (anyrt_device_kind_t)(ANYRT__VENDOR_KIND_FIRST + vendor_total++);
        if (!by_kind[ANYRT_DEVICE_KIND_CUSTOM]) by_kind[ANYRT_DEVICE_KIND_CUSTOM] = b;
    }
    by_kind[b->info.kind] = b;
    b->info.alias_kind = b->info.kind; /* none yet: apply_kind_aliases may lend it one */
}

int anyrt__vendor_kind_in_use(int kind) {
    return kind >= ANYRT__VENDOR_KIND_FIRST && kind < ANYRT__KIND_SLOTS && by_kind[kind] != NULL;
}

const char* anyrt__vendor_kind_name(int kind) { return anyrt__vendor_kind_in_use(kind) ? by_kind[kind]->info.name : "?"; }

static int lendable_kind(int kind) {
    return kind >= 0 && kind < ANYRT_DEVICE_KIND_COUNT && kind != ANYRT_DEVICE_KIND_CPU && kind != ANYRT_DEVICE_KIND_CUSTOM &&
           kind != ANYRT_DEVICE_KIND_PADDLE;
}

/* Makes `b` serve enum kind `kind` too, unless a backend serves it (then b's message says which). */
static void lend_kind(anyrt__backend_t* b, int kind, const char* source) {
    if (by_kind[kind] && by_kind[kind] != b) {
        snprintf(b->info.message, sizeof b->info.message, "%s: not served as '%s': backend '%.60s' serves that kind", source,
                 anyrt__name_device_kind(kind), by_kind[kind]->info.name);
        return;
    }
    if (b->info.alias_kind != b->info.kind && by_kind[b->info.alias_kind] == b) by_kind[b->info.alias_kind] = NULL; /* one alias each */
    by_kind[kind] = b;
    b->info.alias_kind = (anyrt_device_kind_t)kind;
}

/* The enum kinds lent to vendor backends, so programs that can only name those kinds (InfiniCore's
 * infiniDevice_t) reach them: ANYRT_KIND_ALIAS="backend=kind,..." at run time, else the backend's
 * `kind_alias` from spec/backends.yaml (built into the plugin). A malformed entry or an unknown kind is
 * reported on stderr; an entry for a backend not loaded here does nothing. */
static void apply_kind_aliases(void) {
    unsigned char named[MAX_BACKENDS] = {0};
    const char* env = getenv("ANYRT_KIND_ALIAS");
    char* copy = env && *env ? strdup(env) : NULL;
    for (char* save = NULL, *tok = copy ? strtok_r(copy, ",", &save) : NULL; tok; tok = strtok_r(NULL, ",", &save)) {
        char* eq = strchr(tok, '=');
        int kind = -1;
        if (eq) {
            *eq = '\0';
            for (int k = 0; k < ANYRT_DEVICE_KIND_COUNT; ++k)
                if (strcmp(anyrt__name_device_kind(k), eq + 1) == 0) kind = k;
        }
        if (!eq || !lendable_kind(kind)) {
            fprintf(stderr, "anyrt: ANYRT_KIND_ALIAS: ignored '%s%s%s': each entry is backend=kind, the kind one of the "
                    "device kinds but cpu, custom and paddle\n", tok, eq ? "=" : "", eq ? eq + 1 : "");
            continue;
        }
        for (int i = 0; i < backend_total; ++i)
            if (backends[i]->info.status == ANYRT_STATUS_SUCCESS && strcmp(backends[i]->info.name, tok) == 0) {
                named[i] = 1;
                lend_kind(backends[i], kind, "ANYRT_KIND_ALIAS");
            }
    }
    free(copy);
    for (int i = 0; i < backend_total; ++i) {
        anyrt__backend_t* b = backends[i];
        if (named[i] || b->info.status != ANYRT_STATUS_SUCCESS || b->built_alias < 0) continue;
        if (lendable_kind(b->built_alias)) lend_kind(b, b->built_alias, "kind_alias");
        else snprintf(b->info.message, sizeof b->info.message, "kind_alias: %d is not a kind it may serve", b->built_alias);
    }
}

static int is_plugin_name(const char* name) {
    size_t n = strlen(name);
    return strncmp(name, "libanyrt_", 9) == 0 && n > 12 && strcmp(name + n - 3, ".so") == 0;
}

static int compare_names(const void* a, const void* b) { return strcmp(*(char* const*)a, *(char* const*)b); }

static void scan(const char* entry) {
    size_t n = strlen(entry);
    if (n == 0) return;
    if (n > 3 && strcmp(entry + n - 3, ".so") == 0) {
        load_one(entry);
        return;
    }
    DIR* dir = opendir(entry);
    if (!dir) return;
    char* names[64];
    int count = 0;
    struct dirent* d;
    while ((d = readdir(dir)) != NULL && count < 64)
        if (is_plugin_name(d->d_name)) names[count++] = strdup(d->d_name);
    closedir(dir);
    qsort(names, (size_t)count, sizeof names[0], compare_names); /* deterministic load order */
    for (int i = 0; i < count; ++i) {
        char path[1024];
        snprintf(path, sizeof path, "%s/%s", entry, names[i]);
        load_one(path);
        free(names[i]);
    }
}

/* <prefix>/lib/anyrt/backends, <prefix> being the library folder's path before its last `lib` or
 * `lib64` component: /usr/local/lib/libanyrt.so gives /usr/local/lib/anyrt/backends, a virtual
 * environment's <venv>/lib/python3.X/site-packages/anyrt/libanyrt.so gives <venv>/lib/anyrt/backends
 * (where a wheel's data files under lib/anyrt/backends land). 0 if the folder has no such component. */
static int prefix_folder(const char* folder, char* out, size_t size) {
    const char* cut = NULL;
    for (const char* p = strstr(folder, "/lib"); p; p = strstr(p + 1, "/lib")) {
        const char* end = p[4] == '6' && p[5] == '4' ? p + 6 : p + 4;
        if (*end == '/' || *end == '\0') cut = p;
    }
    if (cut == NULL) return 0;
    int n = snprintf(out, size, "%.*s/lib/anyrt/backends", (int)(cut - folder), folder);
    return n > 0 && (size_t)n < size;
}

static int env_flag(const char* name) {
    const char* v = getenv(name);
    return v && *v && strcmp(v, "0") != 0;
}

static void report_at_exit(void) {
    if (__atomic_load_n(&loaded, __ATOMIC_ACQUIRE)) anyrt__report_leaks("exit");
}

static void read_layers(void) {
    static int hooked;
    anyrt__layers = (env_flag("ANYRT_VALIDATE") ? ANYRT__LAYER_VALIDATE : 0) | (env_flag("ANYRT_TRACE") ? ANYRT__LAYER_TRACE : 0);
    if (anyrt__layers & ANYRT__LAYER_TRACE) anyrt__trace_open();
    const char* host = getenv("ANYRT_HOST_FALLBACK");
    anyrt__host_fallback_off = host && strcmp(host, "0") == 0;
    if ((anyrt__layers & ANYRT__LAYER_VALIDATE) && !hooked) {
        hooked = 1;
        atexit(report_at_exit); /* programs that never call anyrt_shutdown still get their report */
    }
}

static void load_all(void) {
    read_layers();
    const char* env = getenv("ANYRT_BACKEND_PATH");
    if (env) {
        char* copy = strdup(env);
        for (char* save = NULL, *tok = strtok_r(copy, ":", &save); tok; tok = strtok_r(NULL, ":", &save)) scan(tok);
        free(copy);
    }
    Dl_info self;
    if (dladdr((const void*)load_message, &self) && self.dli_fname) {
        char folder[1024];
        snprintf(folder, sizeof folder, "%s", self.dli_fname);
        char* slash = strrchr(folder, '/');
        if (slash) {
            *slash = '\0';
            scan(folder);
            char installed[1100];
            if (prefix_folder(folder, installed, sizeof installed)) scan(installed);
        }
    }
    apply_kind_aliases();
    int usable = 0;
    for (int i = 0; i < backend_total; ++i) usable += backends[i]->info.status == ANYRT_STATUS_SUCCESS;
    if (!usable) snprintf(load_message, sizeof load_message, "no usable backend found (searched ANYRT_BACKEND_PATH, the library's folder and <prefix>/lib/anyrt/backends)");
}

/* fork(): the child has only the forking thread, so no backend worker exists there and any lock
 * may have been held by a thread that is gone. The child forgets the inherited runtime (handles die,
 * allocations are forgotten, backends are re-initialized on the next call; backends reset their own
 * state with their own atfork handlers) instead of hanging on it. */
static void after_fork_child(void) {
    pthread_mutex_init(&load_lock, NULL);
    pthread_mutex_init(&device_lock, NULL);
    for (int i = 0; i < backend_total; ++i) backends[i] = NULL; /* inherited memory: left behind, not freed */
    backend_total = 0;
    memset(by_kind, 0, sizeof by_kind);
    vendor_total = 0;
    load_message[0] = '\0';
    anyrt__handles_after_fork();
    anyrt__registry_after_fork();
    anyrt__races_after_fork();
    anyrt__trace_after_fork();
    anyrt__state_after_fork();
    __atomic_store_n(&loaded, 0, __ATOMIC_RELEASE);
}

static void register_fork_handler(void) { pthread_atfork(NULL, NULL, after_fork_child); }

static int ever_loaded;

anyrt_status_t anyrt__ensure_loaded(void) {
    if (!__atomic_load_n(&loaded, __ATOMIC_ACQUIRE)) {
        static pthread_once_t fork_once = PTHREAD_ONCE_INIT;
        pthread_once(&fork_once, register_fork_handler);
        pthread_mutex_lock(&load_lock);
        /* After the last shutdown of a process (the interpreter's exit sets ANYRT_NO_RELOAD), a thread
         * still running gets an error instead of a fresh runtime that its old pointers would outlive. */
        const char* final = getenv("ANYRT_NO_RELOAD");
        if (!loaded && ever_loaded && final && *final && strcmp(final, "0") != 0) {
            pthread_mutex_unlock(&load_lock);
            return ANYRT_STATUS_NOT_INITIALIZED;
        }
        if (!loaded) {
            ever_loaded = 1;
            load_all();
            __atomic_store_n(&loaded, 1, __ATOMIC_RELEASE);
        }
        pthread_mutex_unlock(&load_lock);
    }
    return load_message[0] ? ANYRT_STATUS_BACKEND_NOT_FOUND : ANYRT_STATUS_SUCCESS;
}

anyrt__backend_t* anyrt__backend_for_kind(anyrt_device_kind_t kind) {
    return (int)kind >= 0 && (int)kind < ANYRT__KIND_SLOTS ? by_kind[kind] : NULL;
}

void anyrt__default_device(anyrt_device_kind_t* kind, int* index) {
    /* ANYRT_DEFAULT_DEVICE=kind:index wins; else the first accelerator with devices; else cpu. */
    const char* env = getenv("ANYRT_DEFAULT_DEVICE");
    *index = 0;
    if (env) {
        for (int k = 0; k < ANYRT__KIND_SLOTS; ++k) {
            anyrt__backend_t* b = by_kind[k];
            size_t n = b ? strlen(b->info.name) : 0;
            if (b && strncmp(env, b->info.name, n) == 0 && (env[n] == '\0' || env[n] == ':')) {
                *kind = b->info.kind;
                *index = env[n] == ':' ? atoi(env + n + 1) : 0;
                return;
            }
        }
    }
    for (int k = ANYRT__KIND_SLOTS - 1; k >= 0; --k) { /* its own kind: not `custom` nor an alias */
        if (by_kind[k] && by_kind[k]->info.device_count > 0 && k != ANYRT_DEVICE_KIND_CPU && (int)by_kind[k]->info.kind == k) {
            *kind = (anyrt_device_kind_t)k;
            return;
        }
    }
    *kind = ANYRT_DEVICE_KIND_CPU;
}

anyrt_status_t anyrt__ready_device(anyrt__call_t* call, anyrt__backend_t* b, int device) {
    if (device < 0 || device >= b->info.device_count) {
        if (b->info.device_count == 0 && b->info.message[0]) /* e.g. cuda without a driver: say why */
            return anyrt__fail(call, ANYRT_STATUS_INVALID_DEVICE, NULL, "%s device %d does not exist: the backend has no "
                               "device (%s)", b->info.name, device, b->info.message);
        return anyrt__fail(call, ANYRT_STATUS_INVALID_DEVICE, NULL, "%s device %d does not exist (%d visible)", b->info.name,
                           device, b->info.device_count);
    }
    if (__atomic_load_n(&b->device_ready[device], __ATOMIC_ACQUIRE)) return ANYRT_STATUS_SUCCESS;
    pthread_mutex_lock(&device_lock);
    anyrt_status_t st = ANYRT_STATUS_SUCCESS;
    if (!b->device_ready[device]) {
        anyrt__target_t t = {b, device};
        st = anyrt__impl_init_device(call, &t);
        if (st == ANYRT_STATUS_SUCCESS) __atomic_store_n(&b->device_ready[device], 1, __ATOMIC_RELEASE);
    }
    pthread_mutex_unlock(&device_lock);
    return st;
}

int anyrt__valid_device_index(anyrt__call_t* call, anyrt_device_kind_t kind, int index) {
    (void)call;
    anyrt__backend_t* b = anyrt__backend_for_kind(kind);
    return b && index >= 0 && index < b->info.device_count;
}

anyrt_status_t anyrt__check_device_index(anyrt__call_t* call, anyrt_status_t status, anyrt_device_kind_t kind,
                                         const char* param, int index) {
    if (anyrt__valid_device_index(call, kind, index)) return ANYRT_STATUS_SUCCESS;
    anyrt__backend_t* b = anyrt__backend_for_kind(kind);
    if (b && b->info.device_count == 0 && b->info.message[0])
        return anyrt__fail(call, status, param, "is not a device index of this kind (got %d): backend "
                           "'%s' has no device (%s)", index, b->info.name, b->info.message);
    if (b)
        return anyrt__fail(call, status, param, "is not a device index of this kind (got %d; "
                           "backend '%s' has %d device%s)", index, b->info.name, b->info.device_count,
                           b->info.device_count == 1 ? "" : "s");
    for (int i = 0; i < backend_total; ++i) /* a backend of that kind that was refused says why */
        if ((int)backends[i]->info.kind == (int)kind && backends[i]->info.status != ANYRT_STATUS_SUCCESS)
            return anyrt__fail(call, status, param, "is not a device index of this kind (got %d): "
                               "backend '%s' was refused: %s", index, backends[i]->info.name, backends[i]->info.message);
    return anyrt__fail(call, status, param, "is not a device index of this kind (got %d): no backend "
                       "serves device kind '%s' (%d)", index, anyrt__name_device_kind((int)kind), (int)kind);
}

/* A refused backend of `kind` (its reason says why nothing serves the kind), or NULL. */
const anyrt__backend_t* anyrt__refused_for_kind(anyrt_device_kind_t kind) {
    for (int i = 0; i < backend_total; ++i)
        if ((int)backends[i]->info.kind == (int)kind && backends[i]->info.status != ANYRT_STATUS_SUCCESS) return backends[i];
    return NULL;
}

/* ---- core public functions about backends */

ANYRT_API anyrt_status_t anyrt_init(void) {
    anyrt__call_t call;
    return anyrt__enter(&call, "init", -1, 0);
}

ANYRT_API anyrt_status_t anyrt_get_all_device_count(int* counts) {
    anyrt__call_t call;
    anyrt_status_t st = anyrt__enter(&call, "get_all_device_count", -1, 0);
    if (st == ANYRT_STATUS_SUCCESS && counts == NULL)
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "counts", "must not be NULL");
    if (st != ANYRT_STATUS_SUCCESS) return st;
    for (int k = 0; k < ANYRT_DEVICE_KIND_COUNT; ++k) counts[k] = by_kind[k] ? by_kind[k]->info.device_count : 0;
    return ANYRT_STATUS_SUCCESS;
}

ANYRT_API anyrt_status_t anyrt_get_backend_count(int* count) {
    anyrt__call_t call = {.function = "get_backend_count", .slot = -1, .backend = NULL};
    if (count == NULL) return anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "count", "must not be NULL");
    anyrt__ensure_loaded(); /* a runtime with no usable backend still lists what it refused */
    *count = backend_total;
    return ANYRT_STATUS_SUCCESS;
}

ANYRT_API anyrt_status_t anyrt_get_backend_info(int index, anyrt_backend_info_t* info) {
    anyrt__call_t call = {.function = "get_backend_info", .slot = -1, .backend = NULL};
    anyrt__ensure_loaded();
    if (info == NULL) return anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "info", "must not be NULL");
    if (info->struct_size < sizeof info->struct_size)
        return anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "info", "struct_size must be set to ANYRT_BACKEND_INFO_STRUCT_SIZE");
    if (index < 0 || index >= backend_total)
        return anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "index", "must be in [0, %d) (got %d)", backend_total, index);
    anyrt__struct_out(info, &backends[index]->info, sizeof backends[index]->info);
    return ANYRT_STATUS_SUCCESS;
}

ANYRT_API anyrt_status_t anyrt_backend_has_slot(int index, int slot, int* present) {
    anyrt__call_t call = {.function = "backend_has_slot", .slot = -1, .backend = NULL};
    anyrt__ensure_loaded();
    if (present == NULL) return anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "present", "must not be NULL");
    if (index < 0 || index >= backend_total)
        return anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "index", "must be in [0, %d) (got %d)", backend_total, index);
    if (slot < 0 || slot >= ANYRT_SLOT_COUNT)
        return anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "slot", "must be in [0, %d) (got %d)", ANYRT_SLOT_COUNT, slot);
    const void* const* slots = (const void* const*)(const void*)&backends[index]->table.initialize;
    *present = backends[index]->info.status == ANYRT_STATUS_SUCCESS && slots[slot] != NULL;
    return ANYRT_STATUS_SUCCESS;
}

/* The backend's answer for the current device; a backend without the slot gets its kind's from the
 * spec (the slot's fallback, `host_memory` in spec/types.yaml). */
ANYRT_API anyrt_status_t anyrt_get_device_memory_host_accessible(int* accessible) {
    anyrt__call_t call;
    anyrt__target_t t;
    int answer = 0;
    anyrt_status_t st = anyrt__enter(&call, "get_device_memory_host_accessible", ANYRT_SLOT_DEVICE_MEMORY_HOST_ACCESSIBLE, 0);
    if (st == ANYRT_STATUS_SUCCESS && accessible == NULL)
        st = anyrt__fail(&call, ANYRT_STATUS_INVALID_VALUE, "accessible", "must not be NULL");
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__target_current(&call, &t);
    if (st == ANYRT_STATUS_SUCCESS) st = anyrt__impl_device_memory_host_accessible(&call, &t, &answer);
    if (st == ANYRT_STATUS_SUCCESS) *accessible = answer != 0;
    return anyrt__leave(&call, st);
}

static int shutdown_wait_ms(void) {
    const char* s = getenv("ANYRT_SHUTDOWN_WAIT_MS");
    int v = s && *s ? atoi(s) : 5000;
    return v < 0 ? 0 : v;
}

ANYRT_API anyrt_status_t anyrt_shutdown(void) {
    if (anyrt__in_host_fn()) {
        /* The backend would be finalized and unloaded while its worker runs this very callback. */
        anyrt__call_t call = {.function = "shutdown", .slot = -1, .backend = NULL};
        return anyrt__fail(&call, ANYRT_STATUS_ERROR, NULL,
                           "called inside a stream callback; shut down after the stream's work (e.g. after synchronize)");
    }
    pthread_mutex_lock(&load_lock);
    /* Wait (bounded) for calls other threads are making; a backend is never unloaded under one. */
    anyrt__fence_calls(1);
    struct timespec nap = {0, 1000000};
    for (int ms = 0; anyrt__calls_in_flight() > 0 && ms < shutdown_wait_ms(); ++ms) nanosleep(&nap, NULL);
    int busy = anyrt__calls_in_flight();
    if (busy > 0) {
        anyrt__fence_calls(0);
        pthread_mutex_unlock(&load_lock);
        anyrt__call_t call = {.function = "shutdown", .slot = -1, .backend = NULL};
        return anyrt__fail(&call, ANYRT_STATUS_ERROR, NULL,
                           "%d call%s still running in other threads after %d ms (ANYRT_SHUTDOWN_WAIT_MS): the "
                           "backends stay loaded", busy, busy == 1 ? " is" : "s are", shutdown_wait_ms());
    }
    if (loaded) anyrt__report_leaks("shutdown");
    anyrt__trace_flush();
    /* A backend whose communicators the core staged over the cpu backend's goes first, whatever the
     * load order: its communicators hold the cpu backend's (ccl_staged.c). */
    for (int i = 0; i < backend_total; ++i)
        if (backends[i]->info.status == ANYRT_STATUS_SUCCESS && anyrt__staged_comm_backend(backends[i]))
            anyrt__destroy_all_handles(backends[i]);
    for (int i = backend_total - 1; i >= 0; --i) {
        anyrt__backend_t* b = backends[i];
        if (b->info.status == ANYRT_STATUS_SUCCESS) {
            anyrt__call_t call = {.function = "shutdown", .slot = -1, .backend = b};
            anyrt__destroy_all_handles(b);
            anyrt__release_all_allocs(b);
            for (int d = 0; d < b->info.device_count; ++d) {
                anyrt__target_t t = {b, d};
                if (b->device_ready[d]) anyrt__impl_deinit_device(&call, &t);
            }
            anyrt__target_t t = {b, 0};
            anyrt__impl_finalize(&call, &t);
        }
        if (b->library) dlclose(b->library);
        free(b);
        backends[i] = NULL;
    }
    anyrt__destroy_core_handles();
    anyrt__bury_retired_handles();
    anyrt__races_reset();
    backend_total = 0;
    memset(by_kind, 0, sizeof by_kind);
    vendor_total = 0;
    load_message[0] = '\0';
    anyrt__reset_fallbacks();
    anyrt__forget_thread_state();
    __atomic_store_n(&loaded, 0, __ATOMIC_RELEASE);
    anyrt__fence_calls(0);
    pthread_mutex_unlock(&load_lock);
    return ANYRT_STATUS_SUCCESS;
}
