fn sep(os: Os) -> char {
    match os {
        #[cfg(unix)]
        Os::Unix | Os::Wasi => '/',
        _ => '\\',
    }
}
