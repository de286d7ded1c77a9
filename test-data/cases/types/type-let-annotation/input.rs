fn collect(n: usize) {
    let a: Vec<u8> = Vec::new();
    let b: Vec<(String, Option<&'static str>)> = Vec::new();
    let c: Vec<u8> = vec![];
    let d = Vec::<u8>::new();
    let mut e: Vec<u8> = Vec::new();
    let f: VecDeque<u8> = VecDeque::new();
}
