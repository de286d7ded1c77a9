fn f(opt: Option<u8>, s: &S) -> bool {
    if None == opt {
        return true;
    }
    opt == None || None == s.field
}
