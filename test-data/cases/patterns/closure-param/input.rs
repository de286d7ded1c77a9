fn f(v: Vec<(u8, u8)>) {
    let sums: Vec<u8> = v.iter().map(|&(a, b)| a + b).collect();
    let firsts: Vec<u8> = v.iter().map(|(a, _)| *a).collect();
    let id = |x| x;
}
