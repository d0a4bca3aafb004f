(define (problem plan_trial_H00007_cup_shelf)
(:domain alfred)
(:objects
  agent1 - agent
  BreadType - otype
  CupType - otype
  KnifeType - otype
  LettuceType - otype
  MugType - otype
  TomatoType - otype
  CounterTopType - rtype
  FridgeType - rtype
  MicrowaveType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  Cup_bar__plus_01_dot_14_bar__plus_00_dot_39_bar__minus_01_dot_95 - object
  Bread_bar__minus_02_dot_30_bar__minus_00_dot_62_bar__minus_01_dot_63 - object
  Lettuce_bar__minus_00_dot_72_bar__minus_00_dot_55_bar__plus_01_dot_73 - object
  Mug_bar__minus_02_dot_27_bar__plus_02_dot_04_bar__plus_00_dot_46 - object
  Tomato_bar__plus_01_dot_62_bar__minus_00_dot_82_bar__minus_01_dot_25 - object
  Knife_bar__minus_01_dot_29_bar__plus_02_dot_35_bar__plus_01_dot_74 - object
  Sink_bar__plus_00_dot_12_bar__plus_01_dot_97_bar__plus_00_dot_82_bar_SinkBasin - receptacle
  CounterTop_bar__plus_00_dot_15_bar__plus_00_dot_47_bar__minus_01_dot_78 - receptacle
  Fridge_bar__plus_02_dot_07_bar__minus_00_dot_27_bar__plus_01_dot_18 - receptacle
  Microwave_bar__minus_00_dot_22_bar__minus_01_dot_76_bar__minus_01_dot_97 - receptacle
  Shelf_bar__plus_01_dot_29_bar__plus_02_dot_30_bar__minus_02_dot_31 - receptacle
  loc_bar_3_bar__minus_5_bar_3_bar_30 - location
  loc_bar_5_bar_1_bar_1_bar_30 - location
  loc_bar_5_bar__minus_6_bar_3_bar_60 - location
  loc_bar_8_bar__minus_3_bar_1_bar_30 - location
  loc_bar__minus_2_bar_3_bar_0_bar_60 - location
  loc_bar__minus_5_bar_7_bar_0_bar_60 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar_5_bar_1_bar_1_bar_30)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType CupType)
  (canContain CounterTopType KnifeType)
  (canContain CounterTopType LettuceType)
  (canContain CounterTopType MugType)
  (canContain CounterTopType TomatoType)
  (canContain FridgeType BreadType)
  (canContain FridgeType CupType)
  (canContain FridgeType LettuceType)
  (canContain FridgeType MugType)
  (canContain FridgeType TomatoType)
  (canContain MicrowaveType BreadType)
  (canContain MicrowaveType CupType)
  (canContain MicrowaveType MugType)
  (canContain MicrowaveType TomatoType)
  (canContain ShelfType BreadType)
  (canContain ShelfType CupType)
  (canContain ShelfType KnifeType)
  (canContain ShelfType LettuceType)
  (canContain ShelfType MugType)
  (canContain ShelfType TomatoType)
  (canContain SinkBasinType BreadType)
  (canContain SinkBasinType CupType)
  (canContain SinkBasinType KnifeType)
  (canContain SinkBasinType LettuceType)
  (canContain SinkBasinType MugType)
  (canContain SinkBasinType TomatoType)
  (receptacleType Sink_bar__plus_00_dot_12_bar__plus_01_dot_97_bar__plus_00_dot_82_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__plus_00_dot_12_bar__plus_01_dot_97_bar__plus_00_dot_82_bar_SinkBasin loc_bar_5_bar__minus_6_bar_3_bar_60)
  (receptacleType CounterTop_bar__plus_00_dot_15_bar__plus_00_dot_47_bar__minus_01_dot_78 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_00_dot_15_bar__plus_00_dot_47_bar__minus_01_dot_78 loc_bar__minus_2_bar_3_bar_0_bar_60)
  (receptacleType Fridge_bar__plus_02_dot_07_bar__minus_00_dot_27_bar__plus_01_dot_18 FridgeType)
  (receptacleAtLocation Fridge_bar__plus_02_dot_07_bar__minus_00_dot_27_bar__plus_01_dot_18 loc_bar__minus_5_bar_7_bar_0_bar_60)
  (openable Fridge_bar__plus_02_dot_07_bar__minus_00_dot_27_bar__plus_01_dot_18)
  (receptacleType Microwave_bar__minus_00_dot_22_bar__minus_01_dot_76_bar__minus_01_dot_97 MicrowaveType)
  (receptacleAtLocation Microwave_bar__minus_00_dot_22_bar__minus_01_dot_76_bar__minus_01_dot_97 loc_bar_3_bar__minus_5_bar_3_bar_30)
  (openable Microwave_bar__minus_00_dot_22_bar__minus_01_dot_76_bar__minus_01_dot_97)
  (receptacleType Shelf_bar__plus_01_dot_29_bar__plus_02_dot_30_bar__minus_02_dot_31 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_01_dot_29_bar__plus_02_dot_30_bar__minus_02_dot_31 loc_bar_8_bar__minus_3_bar_1_bar_30)
  (objectType Cup_bar__plus_01_dot_14_bar__plus_00_dot_39_bar__minus_01_dot_95 CupType)
  (inReceptacle Cup_bar__plus_01_dot_14_bar__plus_00_dot_39_bar__minus_01_dot_95 CounterTop_bar__plus_00_dot_15_bar__plus_00_dot_47_bar__minus_01_dot_78)
  (objectAtLocation Cup_bar__plus_01_dot_14_bar__plus_00_dot_39_bar__minus_01_dot_95 loc_bar__minus_2_bar_3_bar_0_bar_60)
  (pickupable Cup_bar__plus_01_dot_14_bar__plus_00_dot_39_bar__minus_01_dot_95)
  (cleanable Cup_bar__plus_01_dot_14_bar__plus_00_dot_39_bar__minus_01_dot_95)
  (heatable Cup_bar__plus_01_dot_14_bar__plus_00_dot_39_bar__minus_01_dot_95)
  (coolable Cup_bar__plus_01_dot_14_bar__plus_00_dot_39_bar__minus_01_dot_95)
  (objectType Bread_bar__minus_02_dot_30_bar__minus_00_dot_62_bar__minus_01_dot_63 BreadType)
  (inReceptacle Bread_bar__minus_02_dot_30_bar__minus_00_dot_62_bar__minus_01_dot_63 CounterTop_bar__plus_00_dot_15_bar__plus_00_dot_47_bar__minus_01_dot_78)
  (objectAtLocation Bread_bar__minus_02_dot_30_bar__minus_00_dot_62_bar__minus_01_dot_63 loc_bar__minus_2_bar_3_bar_0_bar_60)
  (pickupable Bread_bar__minus_02_dot_30_bar__minus_00_dot_62_bar__minus_01_dot_63)
  (heatable Bread_bar__minus_02_dot_30_bar__minus_00_dot_62_bar__minus_01_dot_63)
  (coolable Bread_bar__minus_02_dot_30_bar__minus_00_dot_62_bar__minus_01_dot_63)
  (sliceable Bread_bar__minus_02_dot_30_bar__minus_00_dot_62_bar__minus_01_dot_63)
  (objectType Lettuce_bar__minus_00_dot_72_bar__minus_00_dot_55_bar__plus_01_dot_73 LettuceType)
  (inReceptacle Lettuce_bar__minus_00_dot_72_bar__minus_00_dot_55_bar__plus_01_dot_73 Fridge_bar__plus_02_dot_07_bar__minus_00_dot_27_bar__plus_01_dot_18)
  (objectAtLocation Lettuce_bar__minus_00_dot_72_bar__minus_00_dot_55_bar__plus_01_dot_73 loc_bar__minus_5_bar_7_bar_0_bar_60)
  (pickupable Lettuce_bar__minus_00_dot_72_bar__minus_00_dot_55_bar__plus_01_dot_73)
  (cleanable Lettuce_bar__minus_00_dot_72_bar__minus_00_dot_55_bar__plus_01_dot_73)
  (coolable Lettuce_bar__minus_00_dot_72_bar__minus_00_dot_55_bar__plus_01_dot_73)
  (sliceable Lettuce_bar__minus_00_dot_72_bar__minus_00_dot_55_bar__plus_01_dot_73)
  (objectType Mug_bar__minus_02_dot_27_bar__plus_02_dot_04_bar__plus_00_dot_46 MugType)
  (inReceptacle Mug_bar__minus_02_dot_27_bar__plus_02_dot_04_bar__plus_00_dot_46 Shelf_bar__plus_01_dot_29_bar__plus_02_dot_30_bar__minus_02_dot_31)
  (objectAtLocation Mug_bar__minus_02_dot_27_bar__plus_02_dot_04_bar__plus_00_dot_46 loc_bar_8_bar__minus_3_bar_1_bar_30)
  (pickupable Mug_bar__minus_02_dot_27_bar__plus_02_dot_04_bar__plus_00_dot_46)
  (cleanable Mug_bar__minus_02_dot_27_bar__plus_02_dot_04_bar__plus_00_dot_46)
  (heatable Mug_bar__minus_02_dot_27_bar__plus_02_dot_04_bar__plus_00_dot_46)
  (coolable Mug_bar__minus_02_dot_27_bar__plus_02_dot_04_bar__plus_00_dot_46)
  (objectType Tomato_bar__plus_01_dot_62_bar__minus_00_dot_82_bar__minus_01_dot_25 TomatoType)
  (inReceptacle Tomato_bar__plus_01_dot_62_bar__minus_00_dot_82_bar__minus_01_dot_25 CounterTop_bar__plus_00_dot_15_bar__plus_00_dot_47_bar__minus_01_dot_78)
  (objectAtLocation Tomato_bar__plus_01_dot_62_bar__minus_00_dot_82_bar__minus_01_dot_25 loc_bar__minus_2_bar_3_bar_0_bar_60)
  (pickupable Tomato_bar__plus_01_dot_62_bar__minus_00_dot_82_bar__minus_01_dot_25)
  (cleanable Tomato_bar__plus_01_dot_62_bar__minus_00_dot_82_bar__minus_01_dot_25)
  (heatable Tomato_bar__plus_01_dot_62_bar__minus_00_dot_82_bar__minus_01_dot_25)
  (coolable Tomato_bar__plus_01_dot_62_bar__minus_00_dot_82_bar__minus_01_dot_25)
  (sliceable Tomato_bar__plus_01_dot_62_bar__minus_00_dot_82_bar__minus_01_dot_25)
  (objectType Knife_bar__minus_01_dot_29_bar__plus_02_dot_35_bar__plus_01_dot_74 KnifeType)
  (inReceptacle Knife_bar__minus_01_dot_29_bar__plus_02_dot_35_bar__plus_01_dot_74 Shelf_bar__plus_01_dot_29_bar__plus_02_dot_30_bar__minus_02_dot_31)
  (objectAtLocation Knife_bar__minus_01_dot_29_bar__plus_02_dot_35_bar__plus_01_dot_74 loc_bar_8_bar__minus_3_bar_1_bar_30)
  (pickupable Knife_bar__minus_01_dot_29_bar__plus_02_dot_35_bar__plus_01_dot_74)
  (cleanable Knife_bar__minus_01_dot_29_bar__plus_02_dot_35_bar__plus_01_dot_74)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o CupType)
                    (receptacleType ?r ShelfType)
                    (heatable ?o)
                    (isHot ?o)
                )
            )
        )
    )
)
)
