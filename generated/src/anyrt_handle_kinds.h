/* Generated from the YAML in spec/ by codegen; do not edit. Regenerate with `python -m codegen`. */
/* Internal: the handle kinds of the spec (types.yaml `handles`), one wrapper kind each. */
#ifndef ANYRT_HANDLE_KINDS_H_
#define ANYRT_HANDLE_KINDS_H_

typedef enum {
    ANYRT__HANDLE_STREAM,
    ANYRT__HANDLE_EVENT,
    ANYRT__HANDLE_COMM,
    ANYRT__HANDLE_OP_HANDLE,
    ANYRT__HANDLE_TENSOR_DESC,
    ANYRT__HANDLE_GRAPH,
    ANYRT__HANDLE_GRAPH_EXEC,
    ANYRT__HANDLE_OP_DESC,
    ANYRT__HANDLE_MODULE,
    ANYRT__HANDLE_KINDS
} anyrt__handle_kind_t;

/* The word messages use for each kind ("stream", "communicator", ...). */
extern const char* const anyrt__handle_nouns[ANYRT__HANDLE_KINDS];

#endif /* ANYRT_HANDLE_KINDS_H_ */
