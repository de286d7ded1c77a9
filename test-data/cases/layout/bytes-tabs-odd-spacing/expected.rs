fn  widest (  xs:&[u32] ,ys :&[u32])->u32{
	let   m =xs[0].max(ys[0])  ;
		let n=(xs.len() as u32).max(7);// odd


	if m>n {   m.max(n)   } else {n}
}
