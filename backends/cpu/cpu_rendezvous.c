/* anyrt `cpu` backend: the socket a unique id names, for processes that no MPI launcher started.
 *
 * As with NCCL, the process that calls get_unique_id listens on a TCP port and writes its address
 * into the id; processes given the id connect to it. Nothing of ours travels on these sockets:
 * each connected pair is handed to MPI_Comm_join (cpu_ccl_mpi.c), which exchanges what MPI needs
 * and returns an MPI intercommunicator. This file only opens, finds, accepts and connects sockets,
 * each wait bounded by a deadline.
 *
 * Address advertised: $ANYRT_CCL_HOST (a name or an address) if set, else the first non-loopback
 * address this host's name resolves to, else 127.0.0.1. Listeners of ids no communicator used
 * yet are kept, at most CPU_RDV_MAX per process (the oldest is closed first), and closed at
 * finalize.
 */
#if !defined(_GNU_SOURCE) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L
#endif

#include <arpa/inet.h>
#include <errno.h>
#include <netdb.h>
#include <netinet/in.h>
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <unistd.h>

#include "cpu_internal.h"

#define CPU_RDV_MAX 64

typedef struct {
    unsigned char key[CPU_RDV_KEY_BYTES];
    int fd; /* -1: free */
    uint64_t opened;
} cpu_listener_t;

static pthread_mutex_t g_rdv_mu = PTHREAD_MUTEX_INITIALIZER;
static cpu_listener_t g_listeners[CPU_RDV_MAX];
static uint64_t g_rdv_serial;
static int g_rdv_init;

static void rdv_init_locked(void) {
    if (g_rdv_init) return;
    for (int i = 0; i < CPU_RDV_MAX; ++i) g_listeners[i].fd = -1;
    g_rdv_init = 1;
}

int cpu_rdv_wanted(void) {
    /* Started by a launcher with more than one process: those join through MPI_COMM_WORLD. */
    static const char* const size_vars[] = {"PMI_SIZE", "OMPI_COMM_WORLD_SIZE", "MPI_LOCALNRANKS"};
    for (size_t i = 0; i < sizeof size_vars / sizeof size_vars[0]; ++i) {
        const char* v = getenv(size_vars[i]);
        if (v != NULL && atoi(v) > 1) return 0;
    }
    return 1;
}

/* The address to advertise, in `out` (port left 0). */
static int rdv_pick_address(struct sockaddr_storage* out, socklen_t* len, char* why, size_t why_size) {
    const char* host = getenv("ANYRT_CCL_HOST");
    char name[256] = "";
    if (host == NULL || *host == '\0') {
        if (gethostname(name, sizeof name - 1) != 0) name[0] = '\0';
        host = name;
    }
    struct addrinfo hints, *res = NULL;
    memset(&hints, 0, sizeof hints);
    hints.ai_family = AF_UNSPEC;
    hints.ai_socktype = SOCK_STREAM;
    int found = 0;
    if (host[0] != '\0' && getaddrinfo(host, NULL, &hints, &res) == 0) {
        for (struct addrinfo* a = res; a != NULL && !found; a = a->ai_next) {
            int loopback = a->ai_family == AF_INET
                               ? (ntohl(((struct sockaddr_in*)a->ai_addr)->sin_addr.s_addr) >> 24) == 127
                               : a->ai_family == AF_INET6 && IN6_IS_ADDR_LOOPBACK(&((struct sockaddr_in6*)a->ai_addr)->sin6_addr);
            if ((a->ai_family == AF_INET || a->ai_family == AF_INET6) && (!loopback || getenv("ANYRT_CCL_HOST"))) {
                memcpy(out, a->ai_addr, a->ai_addrlen);
                *len = (socklen_t)a->ai_addrlen;
                found = 1;
            }
        }
        freeaddrinfo(res);
    } else if (getenv("ANYRT_CCL_HOST")) {
        snprintf(why, why_size, "ANYRT_CCL_HOST=%s does not resolve", host);
        return 0;
    }
    if (!found) {
        struct sockaddr_in* in = (struct sockaddr_in*)out;
        memset(out, 0, sizeof *out);
        in->sin_family = AF_INET;
        in->sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        *len = sizeof *in;
    }
    return 1;
}

static void encode(const struct sockaddr_storage* sa, unsigned char addr[CPU_RDV_ADDR_BYTES]) {
    memset(addr, 0, CPU_RDV_ADDR_BYTES);
    if (sa->ss_family == AF_INET) {
        const struct sockaddr_in* in = (const struct sockaddr_in*)sa;
        addr[0] = 4;
        memcpy(addr + 2, &in->sin_port, 2);
        memcpy(addr + 4, &in->sin_addr, 4);
    } else {
        const struct sockaddr_in6* in = (const struct sockaddr_in6*)sa;
        addr[0] = 6;
        memcpy(addr + 2, &in->sin6_port, 2);
        memcpy(addr + 4, &in->sin6_addr, 16);
    }
}

static socklen_t decode(const unsigned char addr[CPU_RDV_ADDR_BYTES], struct sockaddr_storage* sa) {
    memset(sa, 0, sizeof *sa);
    if (addr[0] == 4) {
        struct sockaddr_in* in = (struct sockaddr_in*)sa;
        in->sin_family = AF_INET;
        memcpy(&in->sin_port, addr + 2, 2);
        memcpy(&in->sin_addr, addr + 4, 4);
        return sizeof *in;
    }
    struct sockaddr_in6* in = (struct sockaddr_in6*)sa;
    in->sin6_family = AF_INET6;
    memcpy(&in->sin6_port, addr + 2, 2);
    memcpy(&in->sin6_addr, addr + 4, 16);
    return sizeof *in;
}

void cpu_rdv_describe(const unsigned char addr[CPU_RDV_ADDR_BYTES], char* out, size_t size) {
    struct sockaddr_storage sa;
    decode(addr, &sa);
    char host[INET6_ADDRSTRLEN] = "?";
    uint16_t port = 0;
    if (sa.ss_family == AF_INET) {
        inet_ntop(AF_INET, &((struct sockaddr_in*)&sa)->sin_addr, host, sizeof host);
        port = ntohs(((struct sockaddr_in*)&sa)->sin_port);
    } else {
        inet_ntop(AF_INET6, &((struct sockaddr_in6*)&sa)->sin6_addr, host, sizeof host);
        port = ntohs(((struct sockaddr_in6*)&sa)->sin6_port);
    }
    snprintf(out, size, "%s%s%s:%u", sa.ss_family == AF_INET6 ? "[" : "", host, sa.ss_family == AF_INET6 ? "]" : "",
             (unsigned)port);
}

anyrt_status_t cpu_rdv_listen(const unsigned char key[CPU_RDV_KEY_BYTES], unsigned char addr[CPU_RDV_ADDR_BYTES]) {
    /* Resolved once per process: a host name that does not resolve may cost a DNS timeout. */
    static struct sockaddr_storage picked;
    static socklen_t picked_len;
    struct sockaddr_storage sa;
    socklen_t len = 0;
    char why[300] = "";
    pthread_mutex_lock(&g_rdv_mu);
    int ok = picked_len > 0 || rdv_pick_address(&picked, &picked_len, why, sizeof why);
    sa = picked;
    len = picked_len;
    pthread_mutex_unlock(&g_rdv_mu);
    if (!ok) return cpu_fail(ANYRT_STATUS_INVALID_VALUE, "cpu: get_unique_id: %s", why);
    struct sockaddr_storage any = sa; /* listen on every interface, advertise the picked one */
    if (any.ss_family == AF_INET) ((struct sockaddr_in*)&any)->sin_addr.s_addr = htonl(INADDR_ANY);
    else ((struct sockaddr_in6*)&any)->sin6_addr = in6addr_any;
    int fd = socket(sa.ss_family, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0 || bind(fd, (struct sockaddr*)&any, len) != 0 || listen(fd, 128) != 0 ||
        getsockname(fd, (struct sockaddr*)&any, &len) != 0) {
        int e = errno;
        if (fd >= 0) close(fd);
        return cpu_fail(ANYRT_STATUS_FAILED, "cpu: get_unique_id: cannot listen for the ranks that will join: %s", strerror(e));
    }
    if (sa.ss_family == AF_INET) ((struct sockaddr_in*)&sa)->sin_port = ((struct sockaddr_in*)&any)->sin_port;
    else ((struct sockaddr_in6*)&sa)->sin6_port = ((struct sockaddr_in6*)&any)->sin6_port;
    encode(&sa, addr);
    pthread_mutex_lock(&g_rdv_mu);
    rdv_init_locked();
    int slot = 0;
    for (int i = 0; i < CPU_RDV_MAX; ++i) {
        if (g_listeners[i].fd < 0) {
            slot = i;
            break;
        }
        if (g_listeners[i].opened < g_listeners[slot].opened) slot = i;
    }
    if (g_listeners[slot].fd >= 0) close(g_listeners[slot].fd); /* the oldest unused id stops listening */
    memcpy(g_listeners[slot].key, key, CPU_RDV_KEY_BYTES);
    g_listeners[slot].fd = fd;
    g_listeners[slot].opened = ++g_rdv_serial;
    pthread_mutex_unlock(&g_rdv_mu);
    return ANYRT_STATUS_SUCCESS;
}

int cpu_rdv_take_listener(const unsigned char key[CPU_RDV_KEY_BYTES]) {
    int fd = -1;
    pthread_mutex_lock(&g_rdv_mu);
    rdv_init_locked();
    for (int i = 0; i < CPU_RDV_MAX && fd < 0; ++i) {
        if (g_listeners[i].fd >= 0 && memcmp(g_listeners[i].key, key, CPU_RDV_KEY_BYTES) == 0) {
            fd = g_listeners[i].fd;
            g_listeners[i].fd = -1;
        }
    }
    pthread_mutex_unlock(&g_rdv_mu);
    return fd;
}

/* Milliseconds until `deadline_ns` (0: none, -1 for poll), at most one second so callers recheck. */
static int rdv_slice_ms(uint64_t deadline_ns) {
    if (deadline_ns == 0) return 1000;
    uint64_t now = cpu_now_ns();
    if (now >= deadline_ns) return 0;
    uint64_t ms = (deadline_ns - now) / 1000000u;
    return ms > 1000 ? 1000 : (int)ms + 1;
}

anyrt_status_t cpu_rdv_wait_readable(int fd, uint64_t deadline_ns, const char* what) {
    for (;;) {
        struct pollfd p = {fd, POLLIN, 0};
        int ms = rdv_slice_ms(deadline_ns);
        int n = ms > 0 ? poll(&p, 1, ms) : 0;
        if (n > 0) return ANYRT_STATUS_SUCCESS;
        if (n < 0 && errno != EINTR) return cpu_fail(ANYRT_STATUS_FAILED, "cpu: %s: poll: %s", what, strerror(errno));
        if (deadline_ns && cpu_now_ns() >= deadline_ns)
            return cpu_fail(ANYRT_STATUS_TIMEOUT, "cpu: %s timed out (ANYRT_CCL_TIMEOUT)", what);
    }
}

anyrt_status_t cpu_rdv_accept(int listen_fd, uint64_t deadline_ns, int* out, const char* what) {
    anyrt_status_t st = cpu_rdv_wait_readable(listen_fd, deadline_ns, what);
    if (st != ANYRT_STATUS_SUCCESS) return st;
    int fd = accept(listen_fd, NULL, NULL);
    if (fd < 0) return cpu_fail(ANYRT_STATUS_FAILED, "cpu: %s: accept: %s", what, strerror(errno));
    *out = fd;
    return ANYRT_STATUS_SUCCESS;
}

anyrt_status_t cpu_rdv_connect(const unsigned char addr[CPU_RDV_ADDR_BYTES], uint64_t deadline_ns, int* out) {
    struct sockaddr_storage sa;
    socklen_t len = decode(addr, &sa);
    char where[80];
    cpu_rdv_describe(addr, where, sizeof where);
    for (;;) {
        int fd = socket(sa.ss_family, SOCK_STREAM | SOCK_CLOEXEC, 0);
        if (fd < 0) return cpu_fail(ANYRT_STATUS_FAILED, "cpu: comm_init_rank: socket: %s", strerror(errno));
        if (connect(fd, (struct sockaddr*)&sa, len) == 0) {
            *out = fd;
            return ANYRT_STATUS_SUCCESS;
        }
        int e = errno;
        close(fd);
        /* Refused: the process that made the id is not listening (any more): it ended, or it made
         * more than CPU_RDV_MAX ids since. Nothing will change by waiting. */
        if (e == ECONNREFUSED || (deadline_ns && cpu_now_ns() >= deadline_ns))
            return cpu_fail(e == ECONNREFUSED ? ANYRT_STATUS_INVALID_VALUE : ANYRT_STATUS_TIMEOUT,
                            "cpu: comm_init_rank: cannot reach the process that made the id at %s: %s (it must be one of "
                            "the ranks and still running; set ANYRT_CCL_HOST there if that address is wrong)",
                            where, strerror(e));
        usleep(20000);
    }
}

void cpu_rdv_finalize(void) {
    pthread_mutex_lock(&g_rdv_mu);
    for (int i = 0; g_rdv_init && i < CPU_RDV_MAX; ++i) {
        if (g_listeners[i].fd >= 0) close(g_listeners[i].fd);
        g_listeners[i].fd = -1;
    }
    pthread_mutex_unlock(&g_rdv_mu);
}
