fn f(opt: Option<u8>, s: &S) -> bool {
    if opt.is_none() {
        return true;
    }
    opt.is_none() || s.field.is_none()
}
