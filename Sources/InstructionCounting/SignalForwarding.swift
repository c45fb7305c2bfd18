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
enum SignalForwarding {
    private static let forwarded: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
    // Written before the handlers are installed and after they are removed; the handler only reads it.
    nonisolated(unsafe) private static var target: pid_t = 0
    nonisolated(unsafe) private static var saved: [sigaction] = []

    /// Until `stop()`, forwards SIGINT, SIGTERM, SIGHUP and SIGQUIT sent by a process to `child`.
    static func start(to child: pid_t) {
        target = child
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
        target = 0
    }

    private static let handler: @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void = {
        signal, info, _ in
        guard let code = info?.pointee.si_code, target > 0 else { return }
        #if canImport(Glibc)
        let sentByAProcess = code == SI_USER || code == SI_QUEUE || code == SI_TKILL
        #else
        let sentByAProcess = code == SI_USER || code == SI_QUEUE
        #endif
        if sentByAProcess { kill(target, signal) }
    }
}
