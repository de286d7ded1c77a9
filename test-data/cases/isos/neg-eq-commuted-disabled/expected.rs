fn f(opt: Option<u8>) -> bool {
    None == opt || opt.is_none()
}
