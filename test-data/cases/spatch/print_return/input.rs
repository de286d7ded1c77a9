fn config(link: &mut PcmciaDevice) -> i32 {
    bar();
    return 0;
}
