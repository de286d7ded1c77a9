fn f(v: Vec<(u8, u8)>) {
    let sums: Vec<u8> = v.iter().map(move |&(a, b)| a + b).collect();
    let firsts: Vec<u8> = v.iter().map(move |(a, _)| *a).collect();
    let id = move |x| x;
}
