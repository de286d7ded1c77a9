fn g(out: &mut Vec<u8>, a: &[u8]) {
    copy(out, a);
    copy(&mut out[2..], &a[1..]);
    other(a, out);
}
