fn f(t: (u8, (u8, u8))) {
    let ((b, c), a) = swap(t);
    let (_, mut x) = swap(pair());
}
