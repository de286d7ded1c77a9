fn info_func(i: i32) {
    foo();
    while x {
        1 + hostptr.host_no + hostptr.host_no;
        2 + hostptr.host_no + hostptr.host_no;
    }
}
