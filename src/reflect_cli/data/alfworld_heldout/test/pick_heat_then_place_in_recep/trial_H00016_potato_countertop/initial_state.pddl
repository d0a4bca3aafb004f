(define (problem plan_trial_H00016_potato_countertop)
(:domain alfred)
(:objects
  agent1 - agent
  LettuceType - otype
  MugType - otype
  PotatoType - otype
  TomatoType - otype
  CounterTopType - rtype
  FridgeType - rtype
  MicrowaveType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  Potato_bar__minus_00_dot_87_bar__plus_00_dot_97_bar__plus_01_dot_95 - object
  Tomato_bar__minus_00_dot_89_bar__plus_01_dot_15_bar__minus_01_dot_62 - object
  Lettuce_bar__minus_00_dot_98_bar__minus_01_dot_21_bar__minus_02_dot_13 - object
  Mug_bar__minus_01_dot_87_bar__plus_01_dot_76_bar__plus_00_dot_55 - object
  Fridge_bar__plus_01_dot_97_bar__plus_02_dot_23_bar__minus_02_dot_14 - receptacle
  Sink_bar__minus_00_dot_02_bar__plus_00_dot_86_bar__minus_00_dot_19_bar_SinkBasin - receptacle
  CounterTop_bar__minus_01_dot_20_bar__minus_01_dot_19_bar__minus_02_dot_34 - receptacle
  Shelf_bar__minus_02_dot_39_bar__minus_00_dot_73_bar__minus_01_dot_30 - receptacle
  Microwave_bar__plus_01_dot_15_bar__minus_02_dot_41_bar__plus_01_dot_14 - receptacle
  loc_bar_3_bar__minus_8_bar_3_bar_30 - location
  loc_bar_7_bar_3_bar_3_bar_15 - location
  loc_bar_8_bar_0_bar_2_bar_30 - location
  loc_bar__minus_2_bar__minus_7_bar_1_bar_15 - location
  loc_bar__minus_3_bar__minus_3_bar_3_bar_45 - location
  loc_bar__minus_6_bar__minus_6_bar_0_bar_15 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_8_bar_0_bar_2_bar_30)
  (canContain CounterTopType LettuceType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType PotatoType)
  (canContain CounterTopType TomatoType)
  (canContain FridgeType LettuceType)
  (canContain FridgeType MugType)
  (canContain FridgeType PotatoType)
  (canContain FridgeType TomatoType)
  (canContain MicrowaveType MugType)
  (canContain MicrowaveType PotatoType)
  (canContain MicrowaveType TomatoType)
  (canContain ShelfType LettuceType)
  (canContain ShelfType MugType)
  (canContain ShelfType PotatoType)
  (canContain ShelfType TomatoType)
  (canContain SinkBasinType LettuceType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType PotatoType)
  (canContain SinkBasinType TomatoType)
  (receptacleType Fridge_bar__plus_01_dot_97_bar__plus_02_dot_23_bar__minus_02_dot_14 FridgeType)
  (receptacleAtLocation Fridge_bar__plus_01_dot_97_bar__plus_02_dot_23_bar__minus_02_dot_14 loc_bar__minus_2_bar__minus_7_bar_1_bar_15)
  (openable Fridge_bar__plus_01_dot_97_bar__plus_02_dot_23_bar__minus_02_dot_14)
  (receptacleType Sink_bar__minus_00_dot_02_bar__plus_00_dot_86_bar__minus_00_dot_19_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_00_dot_02_bar__plus_00_dot_86_bar__minus_00_dot_19_bar_SinkBasin loc_bar_7_bar_3_bar_3_bar_15)
  (receptacleType CounterTop_bar__minus_01_dot_20_bar__minus_01_dot_19_bar__minus_02_dot_34 CounterTopType)
  (receptacleAtLocation CounterTop_bar__minus_01_dot_20_bar__minus_01_dot_19_bar__minus_02_dot_34 loc_bar__minus_6_bar__minus_6_bar_0_bar_15)
  (receptacleType Shelf_bar__minus_02_dot_39_bar__minus_00_dot_73_bar__minus_01_dot_30 ShelfType)
  (receptacleAtLocation Shelf_bar__minus_02_dot_39_bar__minus_00_dot_73_bar__minus_01_dot_30 loc_bar_3_bar__minus_8_bar_3_bar_30)
  (receptacleType Microwave_bar__plus_01_dot_15_bar__minus_02_dot_41_bar__plus_01_dot_14 MicrowaveType)
  (receptacleAtLocation Microwave_bar__plus_01_dot_15_bar__minus_02_dot_41_bar__plus_01_dot_14 loc_bar__minus_3_bar__minus_3_bar_3_bar_45)
  (openable Microwave_bar__plus_01_dot_15_bar__minus_02_dot_41_bar__plus_01_dot_14)
  (objectType Potato_bar__minus_00_dot_87_bar__plus_00_dot_97_bar__plus_01_dot_95 PotatoType)
  (inReceptacle Potato_bar__minus_00_dot_87_bar__plus_00_dot_97_bar__plus_01_dot_95 Shelf_bar__minus_02_dot_39_bar__minus_00_dot_73_bar__minus_01_dot_30)
  (objectAtLocation Potato_bar__minus_00_dot_87_bar__plus_00_dot_97_bar__plus_01_dot_95 loc_bar_3_bar__minus_8_bar_3_bar_30)
  (pickupable Potato_bar__minus_00_dot_87_bar__plus_00_dot_97_bar__plus_01_dot_95)
  (cleanable Potato_bar__minus_00_dot_87_bar__plus_00_dot_97_bar__plus_01_dot_95)
  (heatable Potato_bar__minus_00_dot_87_bar__plus_00_dot_97_bar__plus_01_dot_95)
  (coolable Potato_bar__minus_00_dot_87_bar__plus_00_dot_97_bar__plus_01_dot_95)
  (sliceable Potato_bar__minus_00_dot_87_bar__plus_00_dot_97_bar__plus_01_dot_95)
  (objectType Tomato_bar__minus_00_dot_89_bar__plus_01_dot_15_bar__minus_01_dot_62 TomatoType)
  (inReceptacle Tomato_bar__minus_00_dot_89_bar__plus_01_dot_15_bar__minus_01_dot_62 CounterTop_bar__minus_01_dot_20_bar__minus_01_dot_19_bar__minus_02_dot_34)
  (objectAtLocation Tomato_bar__minus_00_dot_89_bar__plus_01_dot_15_bar__minus_01_dot_62 loc_bar__minus_6_bar__minus_6_bar_0_bar_15)
  (pickupable Tomato_bar__minus_00_dot_89_bar__plus_01_dot_15_bar__minus_01_dot_62)
  (cleanable Tomato_bar__minus_00_dot_89_bar__plus_01_dot_15_bar__minus_01_dot_62)
  (heatable Tomato_bar__minus_00_dot_89_bar__plus_01_dot_15_bar__minus_01_dot_62)
  (coolable Tomato_bar__minus_00_dot_89_bar__plus_01_dot_15_bar__minus_01_dot_62)
  (sliceable Tomato_bar__minus_00_dot_89_bar__plus_01_dot_15_bar__minus_01_dot_62)
  (objectType Lettuce_bar__minus_00_dot_98_bar__minus_01_dot_21_bar__minus_02_dot_13 LettuceType)
  (inReceptacle Lettuce_bar__minus_00_dot_98_bar__minus_01_dot_21_bar__minus_02_dot_13 Fridge_bar__plus_01_dot_97_bar__plus_02_dot_23_bar__minus_02_dot_14)
  (objectAtLocation Lettuce_bar__minus_00_dot_98_bar__minus_01_dot_21_bar__minus_02_dot_13 loc_bar__minus_2_bar__minus_7_bar_1_bar_15)
  (pickupable Lettuce_bar__minus_00_dot_98_bar__minus_01_dot_21_bar__minus_02_dot_13)
  (cleanable Lettuce_bar__minus_00_dot_98_bar__minus_01_dot_21_bar__minus_02_dot_13)
  (coolable Lettuce_bar__minus_00_dot_98_bar__minus_01_dot_21_bar__minus_02_dot_13)
  (sliceable Lettuce_bar__minus_00_dot_98_bar__minus_01_dot_21_bar__minus_02_dot_13)
  (objectType Mug_bar__minus_01_dot_87_bar__plus_01_dot_76_bar__plus_00_dot_55 MugType)
  (inReceptacle Mug_bar__minus_01_dot_87_bar__plus_01_dot_76_bar__plus_00_dot_55 Microwave_bar__plus_01_dot_15_bar__minus_02_dot_41_bar__plus_01_dot_14)
  (objectAtLocation Mug_bar__minus_01_dot_87_bar__plus_01_dot_76_bar__plus_00_dot_55 loc_bar__minus_3_bar__minus_3_bar_3_bar_45)
  (pickupable Mug_bar__minus_01_dot_87_bar__plus_01_dot_76_bar__plus_00_dot_55)
  (cleanable Mug_bar__minus_01_dot_87_bar__plus_01_dot_76_bar__plus_00_dot_55)
  (heatable Mug_bar__minus_01_dot_87_bar__plus_01_dot_76_bar__plus_00_dot_55)
  (coolable Mug_bar__minus_01_dot_87_bar__plus_01_dot_76_bar__plus_00_dot_55)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o PotatoType)
                    (receptacleType ?r CounterTopType)
                    (heatable ?o)
                    (isHot ?o)
                )
            )
        )
    )
)
)
