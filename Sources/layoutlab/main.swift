import LayoutLabCLI

#if canImport(Glibc)
    import Glibc
#endif

exit(CLI.main(CommandLine.arguments))
