fn g(out: &mut Vec<u8>, a: &[u8]) {
    copy(a, out);
    copy(&a[1..], &mut out[2..]);
    other(a, out);
}
