import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// While the harness waits for its relaunched self under Valgrind, passes signals meant for the run on to it.
///
/// A signal from the terminal (Ctrl-C) goes to the whole foreground process group, child included, so it is
/// not passed on (the child would get it twice). One sent by another process to the parent alone, such as a
/// CI runner's SIGTERM, is: only signals whose `si_code` says a process sent them (kill, sigqueue, tgkill).
@available(macOS 15.0, *)
enum SignalForwarding {
    private static let forwarded: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    /// The child's pid, 0 when none: the handler reads it, so it is an atomic (as `InterruptSignals`' flag).
    private static let target = Atomic<pid_t>(0)
    // Touched only by start and stop, on the thread that waits for the child, never by the handler.
    nonisolated(unsafe) private static var saved: [sigaction] = []

    /// Until `stop()`, forwards SIGINT, SIGTERM, SIGHUP and SIGQUIT sent by a process to `child`.
    static func start(to child: pid_t) {
        target.store(child, ordering: .sequentiallyConsistent)
        var action = sigaction()
        #if canImport(Glibc)
        action.__sigaction_handler.sa_sigaction = handler
        #else
        action.__sigaction_u.__sa_sigaction = handler
        #endif
        action.sa_flags = SA_SIGINFO | SA_RESTART
        sigemptyset(&action.sa_mask)
        saved = forwarded.map { signal in
            var previous = sigaction()
            sigaction(signal, &action, &previous)
            return previous
        }
    }

    /// Restores the dispositions `start(to:)` replaced.
    static func stop() {
        for (signal, previous) in zip(forwarded, saved) {
            var previous = previous
            sigaction(signal, &previous, nil)
        }
        saved = []
        target.store(0, ordering: .sequentiallyConsistent)
    }

    private static let handler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
        signal, info, _ in
        let child = target.load(ordering: .relaxed)
        guard let code = info?.pointee.si_code, child > 0 else { return }
        #if canImport(Glibc)
        let sentByAProcess = code == SI_USER || code == SI_QUEUE || code == SI_TKILL
        #else
        let sentByAProcess = code == SI_USER || code == SI_QUEUE
        #endif
        if sentByAProcess { kill(child, signal) }
    }
}
