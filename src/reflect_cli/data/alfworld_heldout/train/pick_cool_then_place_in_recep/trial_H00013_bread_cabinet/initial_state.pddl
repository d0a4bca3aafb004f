(define (problem plan_trial_H00013_bread_cabinet)
(:domain alfred)
(:objects
  agent1 - agent
  AppleType - otype
  BowlType - otype
  BreadType - otype
  SpoonType - otype
  TomatoType - otype
  CabinetType - rtype
  CounterTopType - rtype
  FridgeType - rtype
  MicrowaveType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  Bread_bar__minus_00_dot_07_bar__minus_00_dot_47_bar__plus_01_dot_92 - object
  Apple_bar__plus_01_dot_81_bar__plus_01_dot_10_bar__plus_00_dot_72 - object
  Bowl_bar__minus_00_dot_20_bar__plus_00_dot_35_bar__plus_01_dot_71 - object
  Spoon_bar__plus_01_dot_85_bar__plus_01_dot_15_bar__minus_00_dot_21 - object
  Tomato_bar__plus_00_dot_62_bar__plus_01_dot_84_bar__plus_01_dot_86 - object
  Cabinet_bar__plus_02_dot_02_bar__plus_02_dot_12_bar__plus_00_dot_09 - receptacle
  CounterTop_bar__plus_02_dot_40_bar__plus_02_dot_31_bar__minus_01_dot_56 - receptacle
  Sink_bar__minus_00_dot_37_bar__minus_00_dot_93_bar__minus_02_dot_04_bar_SinkBasin - receptacle
  Shelf_bar__plus_01_dot_44_bar__plus_01_dot_61_bar__minus_00_dot_76 - receptacle
  Fridge_bar__plus_01_dot_61_bar__minus_00_dot_53_bar__minus_01_dot_74 - receptacle
  Microwave_bar__plus_01_dot_36_bar__minus_00_dot_75_bar__plus_00_dot_83 - receptacle
  loc_bar_0_bar__minus_3_bar_2_bar_30 - location
  loc_bar_7_bar_8_bar_1_bar_30 - location
  loc_bar__minus_1_bar_1_bar_2_bar_30 - location
  loc_bar__minus_1_bar__minus_8_bar_3_bar_15 - location
  loc_bar__minus_4_bar_0_bar_3_bar_15 - location
  loc_bar__minus_4_bar__minus_5_bar_2_bar_0 - location
  loc_bar__minus_7_bar__minus_3_bar_0_bar_30 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_4_bar_0_bar_3_bar_15)
  (canContain CabinetType AppleType)
  (canContain CabinetType BowlType)
  (canContain CabinetType BreadType)
  (canContain CabinetType SpoonType)
  (canContain CabinetType TomatoType)
  (canContain CounterTopType AppleType)
  (canContain CounterTopType BowlType)
  (canContain CounterTopType BreadType)
  (canContain CounterTopType SpoonType)
  (canContain CounterTopType TomatoType)
  (canContain FridgeType AppleType)
  (canContain FridgeType BowlType)
  (canContain FridgeType BreadType)
  (canContain FridgeType TomatoType)
  (canContain MicrowaveType AppleType)
  (canContain MicrowaveType BowlType)
  (canContain MicrowaveType BreadType)
  (canContain MicrowaveType TomatoType)
  (canContain ShelfType AppleType)
  (canContain ShelfType BowlType)
  (canContain ShelfType BreadType)
  (canContain ShelfType SpoonType)
  (canContain ShelfType TomatoType)
  (canContain SinkBasinType AppleType)
  (canContain SinkBasinType BowlType)
  (canContain SinkBasinType BreadType)
  (canContain SinkBasinType SpoonType)
  (canContain SinkBasinType TomatoType)
  (receptacleType Cabinet_bar__plus_02_dot_02_bar__plus_02_dot_12_bar__plus_00_dot_09 CabinetType)
  (receptacleAtLocation Cabinet_bar__plus_02_dot_02_bar__plus_02_dot_12_bar__plus_00_dot_09 loc_bar__minus_1_bar__minus_8_bar_3_bar_15)
  (openable Cabinet_bar__plus_02_dot_02_bar__plus_02_dot_12_bar__plus_00_dot_09)
  (receptacleType CounterTop_bar__plus_02_dot_40_bar__plus_02_dot_31_bar__minus_01_dot_56 CounterTopType)
  (receptacleAtLocation CounterTop_bar__plus_02_dot_40_bar__plus_02_dot_31_bar__minus_01_dot_56 loc_bar_0_bar__minus_3_bar_2_bar_30)
  (receptacleType Sink_bar__minus_00_dot_37_bar__minus_00_dot_93_bar__minus_02_dot_04_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_00_dot_37_bar__minus_00_dot_93_bar__minus_02_dot_04_bar_SinkBasin loc_bar_7_bar_8_bar_1_bar_30)
  (receptacleType Shelf_bar__plus_01_dot_44_bar__plus_01_dot_61_bar__minus_00_dot_76 ShelfType)
  (receptacleAtLocation Shelf_bar__plus_01_dot_44_bar__plus_01_dot_61_bar__minus_00_dot_76 loc_bar__minus_4_bar__minus_5_bar_2_bar_0)
  (receptacleType Fridge_bar__plus_01_dot_61_bar__minus_00_dot_53_bar__minus_01_dot_74 FridgeType)
  (receptacleAtLocation Fridge_bar__plus_01_dot_61_bar__minus_00_dot_53_bar__minus_01_dot_74 loc_bar__minus_7_bar__minus_3_bar_0_bar_30)
  (openable Fridge_bar__plus_01_dot_61_bar__minus_00_dot_53_bar__minus_01_dot_74)
  (receptacleType Microwave_bar__plus_01_dot_36_bar__minus_00_dot_75_bar__plus_00_dot_83 MicrowaveType)
  (receptacleAtLocation Microwave_bar__plus_01_dot_36_bar__minus_00_dot_75_bar__plus_00_dot_83 loc_bar__minus_1_bar_1_bar_2_bar_30)
  (openable Microwave_bar__plus_01_dot_36_bar__minus_00_dot_75_bar__plus_00_dot_83)
  (objectType Bread_bar__minus_00_dot_07_bar__minus_00_dot_47_bar__plus_01_dot_92 BreadType)
  (inReceptacle Bread_bar__minus_00_dot_07_bar__minus_00_dot_47_bar__plus_01_dot_92 Sink_bar__minus_00_dot_37_bar__minus_00_dot_93_bar__minus_02_dot_04_bar_SinkBasin)
  (objectAtLocation Bread_bar__minus_00_dot_07_bar__minus_00_dot_47_bar__plus_01_dot_92 loc_bar_7_bar_8_bar_1_bar_30)
  (pickupable Bread_bar__minus_00_dot_07_bar__minus_00_dot_47_bar__plus_01_dot_92)
  (heatable Bread_bar__minus_00_dot_07_bar__minus_00_dot_47_bar__plus_01_dot_92)
  (coolable Bread_bar__minus_00_dot_07_bar__minus_00_dot_47_bar__plus_01_dot_92)
  (sliceable Bread_bar__minus_00_dot_07_bar__minus_00_dot_47_bar__plus_01_dot_92)
  (objectType Apple_bar__plus_01_dot_81_bar__plus_01_dot_10_bar__plus_00_dot_72 AppleType)
  (inReceptacle Apple_bar__plus_01_dot_81_bar__plus_01_dot_10_bar__plus_00_dot_72 Microwave_bar__plus_01_dot_36_bar__minus_00_dot_75_bar__plus_00_dot_83)
  (objectAtLocation Apple_bar__plus_01_dot_81_bar__plus_01_dot_10_bar__plus_00_dot_72 loc_bar__minus_1_bar_1_bar_2_bar_30)
  (pickupable Apple_bar__plus_01_dot_81_bar__plus_01_dot_10_bar__plus_00_dot_72)
  (cleanable Apple_bar__plus_01_dot_81_bar__plus_01_dot_10_bar__plus_00_dot_72)
  (heatable Apple_bar__plus_01_dot_81_bar__plus_01_dot_10_bar__plus_00_dot_72)
  (coolable Apple_bar__plus_01_dot_81_bar__plus_01_dot_10_bar__plus_00_dot_72)
  (sliceable Apple_bar__plus_01_dot_81_bar__plus_01_dot_10_bar__plus_00_dot_72)
  (objectType Bowl_bar__minus_00_dot_20_bar__plus_00_dot_35_bar__plus_01_dot_71 BowlType)
  (inReceptacle Bowl_bar__minus_00_dot_20_bar__plus_00_dot_35_bar__plus_01_dot_71 Sink_bar__minus_00_dot_37_bar__minus_00_dot_93_bar__minus_02_dot_04_bar_SinkBasin)
  (objectAtLocation Bowl_bar__minus_00_dot_20_bar__plus_00_dot_35_bar__plus_01_dot_71 loc_bar_7_bar_8_bar_1_bar_30)
  (pickupable Bowl_bar__minus_00_dot_20_bar__plus_00_dot_35_bar__plus_01_dot_71)
  (cleanable Bowl_bar__minus_00_dot_20_bar__plus_00_dot_35_bar__plus_01_dot_71)
  (coolable Bowl_bar__minus_00_dot_20_bar__plus_00_dot_35_bar__plus_01_dot_71)
  (objectType Spoon_bar__plus_01_dot_85_bar__plus_01_dot_15_bar__minus_00_dot_21 SpoonType)
  (inReceptacle Spoon_bar__plus_01_dot_85_bar__plus_01_dot_15_bar__minus_00_dot_21 Shelf_bar__plus_01_dot_44_bar__plus_01_dot_61_bar__minus_00_dot_76)
  (objectAtLocation Spoon_bar__plus_01_dot_85_bar__plus_01_dot_15_bar__minus_00_dot_21 loc_bar__minus_4_bar__minus_5_bar_2_bar_0)
  (pickupable Spoon_bar__plus_01_dot_85_bar__plus_01_dot_15_bar__minus_00_dot_21)
  (cleanable Spoon_bar__plus_01_dot_85_bar__plus_01_dot_15_bar__minus_00_dot_21)
  (objectType Tomato_bar__plus_00_dot_62_bar__plus_01_dot_84_bar__plus_01_dot_86 TomatoType)
  (inReceptacle Tomato_bar__plus_00_dot_62_bar__plus_01_dot_84_bar__plus_01_dot_86 Fridge_bar__plus_01_dot_61_bar__minus_00_dot_53_bar__minus_01_dot_74)
  (objectAtLocation Tomato_bar__plus_00_dot_62_bar__plus_01_dot_84_bar__plus_01_dot_86 loc_bar__minus_7_bar__minus_3_bar_0_bar_30)
  (pickupable Tomato_bar__plus_00_dot_62_bar__plus_01_dot_84_bar__plus_01_dot_86)
  (cleanable Tomato_bar__plus_00_dot_62_bar__plus_01_dot_84_bar__plus_01_dot_86)
  (heatable Tomato_bar__plus_00_dot_62_bar__plus_01_dot_84_bar__plus_01_dot_86)
  (coolable Tomato_bar__plus_00_dot_62_bar__plus_01_dot_84_bar__plus_01_dot_86)
  (sliceable Tomato_bar__plus_00_dot_62_bar__plus_01_dot_84_bar__plus_01_dot_86)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o BreadType)
                    (receptacleType ?r CabinetType)
                    (coolable ?o)
                    (isCool ?o)
                )
            )
        )
    )
)
)
