fn main(i: i32) {

    let k = foo();

    if i > 1 {
        foo();
    } else {
        foo();
    }

    foo();


}
