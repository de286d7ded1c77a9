fn mix(a: Num, b: Num) -> [Num; 4] {
    [
        a.half(b),
        (a + b).half(),
        Num::half(a + b),
        half(a, b),
    ]
}
