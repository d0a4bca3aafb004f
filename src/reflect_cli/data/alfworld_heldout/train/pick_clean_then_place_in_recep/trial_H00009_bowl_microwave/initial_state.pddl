(define (problem plan_trial_H00009_bowl_microwave)
(:domain alfred)
(:objects
  agent1 - agent
  BowlType - otype
  EggType - otype
  ForkType - otype
  PotatoType - otype
  TomatoType - otype
  CabinetType - rtype
  CounterTopType - rtype
  FridgeType - rtype
  MicrowaveType - rtype
  ShelfType - rtype
  SinkBasinType - rtype
  Bowl_bar__minus_01_dot_42_bar__plus_02_dot_34_bar__plus_00_dot_71 - object
  Egg_bar__plus_01_dot_60_bar__plus_01_dot_53_bar__minus_00_dot_93 - object
  Fork_bar__plus_00_dot_13_bar__minus_01_dot_01_bar__minus_00_dot_22 - object
  Tomato_bar__minus_00_dot_81_bar__plus_01_dot_28_bar__plus_00_dot_48 - object
  Potato_bar__minus_01_dot_33_bar__minus_01_dot_11_bar__plus_01_dot_49 - object
  Sink_bar__minus_01_dot_11_bar__minus_01_dot_39_bar__plus_02_dot_16_bar_SinkBasin - receptacle
  Microwave_bar__plus_00_dot_28_bar__plus_01_dot_73_bar__plus_00_dot_82 - receptacle
  Cabinet_bar__plus_01_dot_91_bar__plus_00_dot_69_bar__minus_00_dot_94 - receptacle
  Fridge_bar__minus_01_dot_98_bar__plus_00_dot_54_bar__minus_01_dot_85 - receptacle
  CounterTop_bar__minus_00_dot_94_bar__minus_00_dot_94_bar__plus_00_dot_85 - receptacle
  Shelf_bar__minus_00_dot_87_bar__minus_00_dot_18_bar__plus_00_dot_50 - receptacle
  loc_bar_3_bar__minus_3_bar_1_bar_15 - location
  loc_bar_7_bar_5_bar_0_bar_60 - location
  loc_bar_8_bar__minus_4_bar_1_bar_30 - location
  loc_bar__minus_2_bar__minus_3_bar_2_bar_30 - location
  loc_bar__minus_5_bar_8_bar_0_bar_60 - location
  loc_bar__minus_6_bar_3_bar_0_bar_30 - location
  loc_bar__minus_7_bar_4_bar_0_bar_30 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_6_bar_3_bar_0_bar_30)
  (canContain CabinetType BowlType)
  (canContain CabinetType EggType)
  (canContain CabinetType ForkType)
  (canContain CabinetType PotatoType)
  (canContain CabinetType TomatoType)
  (canContain CounterTopType BowlType)
  (canContain CounterTopType EggType)
  (canContain CounterTopType ForkType)
  (canContain CounterTopType PotatoType)
  (canContain CounterTopType TomatoType)
  (canContain FridgeType BowlType)
  (canContain FridgeType EggType)
  (canContain FridgeType PotatoType)
  (canContain FridgeType TomatoType)
  (canContain MicrowaveType BowlType)
  (canContain MicrowaveType EggType)
  (canContain MicrowaveType PotatoType)
  (canContain MicrowaveType TomatoType)
  (canContain ShelfType BowlType)
  (canContain ShelfType EggType)
  (canContain ShelfType ForkType)
  (canContain ShelfType PotatoType)
  (canContain ShelfType TomatoType)
  (canContain SinkBasinType BowlType)
  (canContain SinkBasinType EggType)
  (canContain SinkBasinType ForkType)
  (canContain SinkBasinType PotatoType)
  (canContain SinkBasinType TomatoType)
  (receptacleType Sink_bar__minus_01_dot_11_bar__minus_01_dot_39_bar__plus_02_dot_16_bar_SinkBasin SinkBasinType)
  (receptacleAtLocation Sink_bar__minus_01_dot_11_bar__minus_01_dot_39_bar__plus_02_dot_16_bar_SinkBasin loc_bar_8_bar__minus_4_bar_1_bar_30)
  (receptacleType Microwave_bar__plus_00_dot_28_bar__plus_01_dot_73_bar__plus_00_dot_82 MicrowaveType)
  (receptacleAtLocation Microwave_bar__plus_00_dot_28_bar__plus_01_dot_73_bar__plus_00_dot_82 loc_bar_7_bar_5_bar_0_bar_60)
  (openable Microwave_bar__plus_00_dot_28_bar__plus_01_dot_73_bar__plus_00_dot_82)
  (receptacleType Cabinet_bar__plus_01_dot_91_bar__plus_00_dot_69_bar__minus_00_dot_94 CabinetType)
  (receptacleAtLocation Cabinet_bar__plus_01_dot_91_bar__plus_00_dot_69_bar__minus_00_dot_94 loc_bar__minus_7_bar_4_bar_0_bar_30)
  (openable Cabinet_bar__plus_01_dot_91_bar__plus_00_dot_69_bar__minus_00_dot_94)
  (receptacleType Fridge_bar__minus_01_dot_98_bar__plus_00_dot_54_bar__minus_01_dot_85 FridgeType)
  (receptacleAtLocation Fridge_bar__minus_01_dot_98_bar__plus_00_dot_54_bar__minus_01_dot_85 loc_bar__minus_5_bar_8_bar_0_bar_60)
  (openable Fridge_bar__minus_01_dot_98_bar__plus_00_dot_54_bar__minus_01_dot_85)
  (receptacleType CounterTop_bar__minus_00_dot_94_bar__minus_00_dot_94_bar__plus_00_dot_85 CounterTopType)
  (receptacleAtLocation CounterTop_bar__minus_00_dot_94_bar__minus_00_dot_94_bar__plus_00_dot_85 loc_bar__minus_2_bar__minus_3_bar_2_bar_30)
  (receptacleType Shelf_bar__minus_00_dot_87_bar__minus_00_dot_18_bar__plus_00_dot_50 ShelfType)
  (receptacleAtLocation Shelf_bar__minus_00_dot_87_bar__minus_00_dot_18_bar__plus_00_dot_50 loc_bar_3_bar__minus_3_bar_1_bar_15)
  (objectType Bowl_bar__minus_01_dot_42_bar__plus_02_dot_34_bar__plus_00_dot_71 BowlType)
  (inReceptacle Bowl_bar__minus_01_dot_42_bar__plus_02_dot_34_bar__plus_00_dot_71 Shelf_bar__minus_00_dot_87_bar__minus_00_dot_18_bar__plus_00_dot_50)
  (objectAtLocation Bowl_bar__minus_01_dot_42_bar__plus_02_dot_34_bar__plus_00_dot_71 loc_bar_3_bar__minus_3_bar_1_bar_15)
  (pickupable Bowl_bar__minus_01_dot_42_bar__plus_02_dot_34_bar__plus_00_dot_71)
  (cleanable Bowl_bar__minus_01_dot_42_bar__plus_02_dot_34_bar__plus_00_dot_71)
  (coolable Bowl_bar__minus_01_dot_42_bar__plus_02_dot_34_bar__plus_00_dot_71)
  (objectType Egg_bar__plus_01_dot_60_bar__plus_01_dot_53_bar__minus_00_dot_93 EggType)
  (inReceptacle Egg_bar__plus_01_dot_60_bar__plus_01_dot_53_bar__minus_00_dot_93 Microwave_bar__plus_00_dot_28_bar__plus_01_dot_73_bar__plus_00_dot_82)
  (objectAtLocation Egg_bar__plus_01_dot_60_bar__plus_01_dot_53_bar__minus_00_dot_93 loc_bar_7_bar_5_bar_0_bar_60)
  (pickupable Egg_bar__plus_01_dot_60_bar__plus_01_dot_53_bar__minus_00_dot_93)
  (cleanable Egg_bar__plus_01_dot_60_bar__plus_01_dot_53_bar__minus_00_dot_93)
  (heatable Egg_bar__plus_01_dot_60_bar__plus_01_dot_53_bar__minus_00_dot_93)
  (coolable Egg_bar__plus_01_dot_60_bar__plus_01_dot_53_bar__minus_00_dot_93)
  (objectType Fork_bar__plus_00_dot_13_bar__minus_01_dot_01_bar__minus_00_dot_22 ForkType)
  (inReceptacle Fork_bar__plus_00_dot_13_bar__minus_01_dot_01_bar__minus_00_dot_22 Cabinet_bar__plus_01_dot_91_bar__plus_00_dot_69_bar__minus_00_dot_94)
  (objectAtLocation Fork_bar__plus_00_dot_13_bar__minus_01_dot_01_bar__minus_00_dot_22 loc_bar__minus_7_bar_4_bar_0_bar_30)
  (pickupable Fork_bar__plus_00_dot_13_bar__minus_01_dot_01_bar__minus_00_dot_22)
  (cleanable Fork_bar__plus_00_dot_13_bar__minus_01_dot_01_bar__minus_00_dot_22)
  (objectType Tomato_bar__minus_00_dot_81_bar__plus_01_dot_28_bar__plus_00_dot_48 TomatoType)
  (inReceptacle Tomato_bar__minus_00_dot_81_bar__plus_01_dot_28_bar__plus_00_dot_48 Fridge_bar__minus_01_dot_98_bar__plus_00_dot_54_bar__minus_01_dot_85)
  (objectAtLocation Tomato_bar__minus_00_dot_81_bar__plus_01_dot_28_bar__plus_00_dot_48 loc_bar__minus_5_bar_8_bar_0_bar_60)
  (pickupable Tomato_bar__minus_00_dot_81_bar__plus_01_dot_28_bar__plus_00_dot_48)
  (cleanable Tomato_bar__minus_00_dot_81_bar__plus_01_dot_28_bar__plus_00_dot_48)
  (heatable Tomato_bar__minus_00_dot_81_bar__plus_01_dot_28_bar__plus_00_dot_48)
  (coolable Tomato_bar__minus_00_dot_81_bar__plus_01_dot_28_bar__plus_00_dot_48)
  (sliceable Tomato_bar__minus_00_dot_81_bar__plus_01_dot_28_bar__plus_00_dot_48)
  (objectType Potato_bar__minus_01_dot_33_bar__minus_01_dot_11_bar__plus_01_dot_49 PotatoType)
  (inReceptacle Potato_bar__minus_01_dot_33_bar__minus_01_dot_11_bar__plus_01_dot_49 Fridge_bar__minus_01_dot_98_bar__plus_00_dot_54_bar__minus_01_dot_85)
  (objectAtLocation Potato_bar__minus_01_dot_33_bar__minus_01_dot_11_bar__plus_01_dot_49 loc_bar__minus_5_bar_8_bar_0_bar_60)
  (pickupable Potato_bar__minus_01_dot_33_bar__minus_01_dot_11_bar__plus_01_dot_49)
  (cleanable Potato_bar__minus_01_dot_33_bar__minus_01_dot_11_bar__plus_01_dot_49)
  (heatable Potato_bar__minus_01_dot_33_bar__minus_01_dot_11_bar__plus_01_dot_49)
  (coolable Potato_bar__minus_01_dot_33_bar__minus_01_dot_11_bar__plus_01_dot_49)
  (sliceable Potato_bar__minus_01_dot_33_bar__minus_01_dot_11_bar__plus_01_dot_49)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o BowlType)
                    (receptacleType ?r MicrowaveType)
                    (cleanable ?o)
                    (isClean ?o)
                )
            )
        )
    )
)
)
