import HarnessCLI

// The executable is the command line library and nothing else; every command lives in HarnessCLI.
HarnessCommandLine.main()
