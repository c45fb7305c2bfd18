#ifndef HITCHBENCH_VALGRIND_CLIENT_REQUESTS_H
#define HITCHBENCH_VALGRIND_CLIENT_REQUESTS_H

// Valgrind client requests, written without Valgrind's headers so the package builds anywhere. Natively (or on
// an architecture without an implementation here) every request does nothing and returns its default.
//
// The functions are static inline in a header-only module on purpose: they compile into the Swift module that
// calls them, with Swift's DWARF 4 debug information. A C target would be compiled by clang with DWARF 5, whose
// forms Valgrind 3.19's debug-info reader rejects ("unhandled dwarf2 abbrev form code 0x25"), and Valgrind then
// refuses to run the program at all.
//
// The mechanism (valgrind.h and the Valgrind manual's "client requests"): a "special instruction preamble" of
// rotations that leave a register unchanged (3 + 13 + 61 + 51 = 128 bits), then a marker instruction that is a
// no-op natively. Under Valgrind the sequence asks the tool to serve the request whose code and five arguments
// sit in a six-word array; the result comes back in a register that held the default, so natively the default
// is the result.
//   x86_64:  rol %rdi by 3, 13, 61, 51; then `xchg %rbx,%rbx`; RAX = array address, RDX = default -> result.
//   aarch64: ror x12 by 3, 13, 51, 61; then `orr x10, x10, x10`; X4 = array address, X3 = default -> result.
// Request codes: core requests are fixed numbers (RUNNING_ON_VALGRIND is 0x1001, GDB_MONITOR_COMMAND 0x1202); a
// tool's requests start at ('C' << 24 | 'T' << 16) for Callgrind and count up in the order callgrind.h lists them.

enum {
    hitchbench_request_running_on_valgrind = 0x1001,
    hitchbench_request_monitor_command = 0x1202,
    hitchbench_request_callgrind_dump_stats = ('C' << 24) | ('T' << 16),
    hitchbench_request_callgrind_zero_stats,
    hitchbench_request_callgrind_toggle_collect,
    hitchbench_request_callgrind_dump_stats_at,
    hitchbench_request_callgrind_start_instrumentation,
    hitchbench_request_callgrind_stop_instrumentation,
};

static inline unsigned long hitchbench_client_request(unsigned long fallback, unsigned long request,
                                                      unsigned long argument) {
    volatile unsigned long words[6] = {request, argument, 0, 0, 0, 0};
    unsigned long result = fallback;
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
    __asm__ volatile(
        "rolq $3, %%rdi ; rolq $13, %%rdi\n\t"
        "rolq $61, %%rdi ; rolq $51, %%rdi\n\t"
        "xchgq %%rbx, %%rbx"
        : "+d"(result)
        : "a"(&words[0])
        : "cc", "memory");
#elif defined(__aarch64__) && (defined(__GNUC__) || defined(__clang__))
    __asm__ volatile(
        "mov x3, %[fallback]\n\t"
        "mov x4, %[words]\n\t"
        "ror x12, x12, #3 ; ror x12, x12, #13\n\t"
        "ror x12, x12, #51 ; ror x12, x12, #61\n\t"
        "orr x10, x10, x10\n\t"
        "mov %[result], x3"
        : [result] "=r"(result)
        : [fallback] "r"(fallback), [words] "r"(&words[0])
        : "cc", "memory", "x3", "x4");
#else
    (void)words;
#endif
    return result;
}

/// Runs a monitor command (what gdb's `monitor` sends; VALGRIND_MONITOR_COMMAND); the answer goes to Valgrind's
/// log. Returns 1 if the command was understood.
static inline unsigned long hitchbench_valgrind_monitor_command(const char *command) {
    return hitchbench_client_request(0, hitchbench_request_monitor_command, (unsigned long)command);
}

/// Nonzero when the process runs under Valgrind (RUNNING_ON_VALGRIND: the nesting depth); 0 natively.
static inline unsigned long hitchbench_running_on_valgrind(void) {
    return hitchbench_client_request(0, hitchbench_request_running_on_valgrind, 0);
}

/// Callgrind: turns its instrumentation on (flushes translations once; --instr-atstart=no leaves it off).
static inline void hitchbench_callgrind_start_instrumentation(void) {
    hitchbench_client_request(0, hitchbench_request_callgrind_start_instrumentation, 0);
}

/// Callgrind: turns its instrumentation off, so what follows runs at the Valgrind core's speed.
static inline void hitchbench_callgrind_stop_instrumentation(void) {
    hitchbench_client_request(0, hitchbench_request_callgrind_stop_instrumentation, 0);
}

/// Callgrind: flips whether executed instructions are added to the cost counters.
static inline void hitchbench_callgrind_toggle_collect(void) {
    hitchbench_client_request(0, hitchbench_request_callgrind_toggle_collect, 0);
}

/// Callgrind: writes the costs collected since the last dump to a new profile file (`<out-file>.<n>`) labelled
/// `label` (its `desc: Trigger: Client Request: <label>` line), and zeroes them (CALLGRIND_DUMP_STATS_AT).
static inline void hitchbench_callgrind_dump_stats_at(const char *label) {
    hitchbench_client_request(0, hitchbench_request_callgrind_dump_stats_at, (unsigned long)label);
}

#endif
