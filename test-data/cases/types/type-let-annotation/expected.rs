fn collect(n: usize) {
    let a: Vec<u8> = Vec::with_capacity(16);
    let b: Vec<(String, Option<&'static str>)> = Vec::with_capacity(16);
    let c: Vec<u8> = vec![];
    let d = Vec::<u8>::new();
    let mut e: Vec<u8> = Vec::new();
    let f: VecDeque<u8> = VecDeque::new();
}
