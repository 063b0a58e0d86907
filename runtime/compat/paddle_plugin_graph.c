/* The Paddle Custom Device plugin's graph fields (Paddle 3.3's C_DeviceInterface "graph" group, as
 * MetaX's plugin fills them), each over anyrt's graph capture: Paddle's CUDA-graph calls capture on
 * any anyrt backend (natively on cuda, recorded by the core elsewhere). C_CudaGraph and C_GraphExec
 * carry anyrt's graph and executable-graph handles. */
#include "paddle_plugin_private.h"

#define ON_DEVICE(device)                                                                   \
    do {                                                                                   \
        anyrt_status_t on_st_ = ap__use_device((device)->id);                              \
        if (on_st_ != ANYRT_STATUS_SUCCESS) return ap__status(on_st_, "anyrt_set_device"); \
    } while (0)
#define CALL(expr) ap__status((expr), #expr)

C_Status ap_cuda_stream_begin_capture(const C_Device device, C_Stream stream, C_StreamCaptureMode mode) {
    ON_DEVICE(device);
    return CALL(anyrt_stream_begin_capture((anyrt_stream_t)stream, (anyrt_capture_mode_t)mode));
}

C_Status ap_cuda_stream_end_captrue(const C_Device device, C_Stream stream, C_CudaGraph* pGraph) {
    ON_DEVICE(device);
    return CALL(anyrt_stream_end_capture((anyrt_stream_t)stream, (anyrt_graph_t*)pGraph));
}

C_Status ap_cuda_graph_launch(const C_Device device, C_GraphExec exec, C_Stream stream) {
    ON_DEVICE(device);
    return CALL(anyrt_graph_launch((anyrt_graph_exec_t)exec, (anyrt_stream_t)stream));
}

C_Status ap_cuda_graph_destroy(C_CudaGraph graph) { return CALL(anyrt_graph_destroy((anyrt_graph_t)graph)); }

C_Status ap_cuda_graph_exec_destroy(C_GraphExec exec) { return CALL(anyrt_graph_exec_destroy((anyrt_graph_exec_t)exec)); }

/* Paddle passes the graph by address; there is no error node or log to fill (a failure's words are
 * in anyrt's error record, which ap__status reports). */
C_Status ap_cuda_graph_instantiate(C_GraphExec* pExec, C_CudaGraph* pGraph, void** pErrorNode, char* pLogBuffer,
                                   size_t bufferSize) {
    if (pErrorNode) *pErrorNode = NULL;
    if (pLogBuffer && bufferSize) pLogBuffer[0] = '\0';
    if (pGraph == NULL) return CALL(anyrt_graph_instantiate((anyrt_graph_exec_t*)pExec, NULL));
    return CALL(anyrt_graph_instantiate((anyrt_graph_exec_t*)pExec, (anyrt_graph_t)*pGraph));
}

/* The status only: anyrt has no capture ids or node graphs, so those outputs say "none". */
C_Status ap_cuda_stream_capture_info(const C_Device device, C_Stream stream, C_StreamCaptureStatus* captureStatus_out,
                                     unsigned long long* id_out, C_CudaGraph* graph_out,
                                     C_CudaGraphNode* dependencies_out, void** edgeData_out,
                                     size_t* numDependencies_out) {
    ON_DEVICE(device);
    (void)dependencies_out;
    anyrt_capture_status_t status = ANYRT_CAPTURE_STATUS_NONE;
    C_Status st = CALL(anyrt_stream_get_capture_status((anyrt_stream_t)stream, &status));
    if (st != C_SUCCESS) return st;
    if (captureStatus_out) *captureStatus_out = (C_StreamCaptureStatus)status;
    if (id_out) *id_out = 0;
    if (graph_out) *graph_out = NULL;
    if (edgeData_out) *edgeData_out = NULL;
    if (numDependencies_out) *numDependencies_out = 0;
    return C_SUCCESS;
}
