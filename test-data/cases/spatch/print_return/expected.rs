fn config(link: &mut PcmciaDevice) -> i32 {
    return bar();
}
